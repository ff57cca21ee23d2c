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
 * What a whole-realm administrator holds beyond the finer rights: `realm-admin`, so APIs the
 * server opens to the realm's administrator alone (workflows) show for the master realm's
 * administrators too, and the organization rights, which releases before 26.5 do not define as
 * roles (there the realm's administrator manages organizations all the same).
 */
const wholeRealmExtras = ["realm-admin", "view-organizations", "manage-organizations"] as const;

/**
 * The rights who-am-I lists for a realm, with {@link wholeRealmExtras} added where every finer
 * right is held.
 *
 * @example
 * heldRights(["view-realm"]); // → ["view-realm"]
 */
export function heldRights(listed: readonly string[] | undefined): string[] | undefined {
  if (listed === undefined) return undefined;
  const wholeRealm = wholeRealmRights.every((right) => listed.includes(right));
  if (!wholeRealm) return [...listed];
  return [...listed, ...wholeRealmExtras.filter((right) => !listed.includes(right))];
}
