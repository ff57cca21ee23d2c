/**
 * The rights a whole-realm administrator holds. An administrator of the master realm with its
 * `admin` role holds them through the realm's own client in master, whose roles have no
 * `realm-admin`; the server still treats that administrator as the realm's administrator.
 */
export const wholeRealmRights: readonly string[] = [
  "view-realm",
  "view-users",
  "view-clients",
  "view-events",
  "view-identity-providers",
  "view-authorization",
  "query-users",
  "query-groups",
  "query-clients",
  "manage-realm",
  "manage-users",
  "manage-clients",
  "manage-events",
  "manage-identity-providers",
  "manage-authorization",
];

/**
 * The rights who-am-I lists for a realm, with `realm-admin` added where every finer right is held,
 * so APIs the server opens to the realm's administrator alone (workflows) show for the master
 * realm's administrators too.
 *
 * @example
 * heldRights(["view-realm"]); // → ["view-realm"]
 */
export function heldRights(listed: readonly string[] | undefined): string[] | undefined {
  if (listed === undefined) return undefined;
  const wholeRealm = wholeRealmRights.every((right) => listed.includes(right));
  return wholeRealm && !listed.includes("realm-admin") ? [...listed, "realm-admin"] : [...listed];
}
