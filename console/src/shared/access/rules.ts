import type { AccessChecker } from "./rights";

/** The realm that administers the server (the server reserves the name master). */
export const defaultMasterRealm = "master";

/** Clearing the server's caches is offered only in the master realm, and only with manage-realm. */
export function canClearCaches(
  realm: string,
  access: AccessChecker,
  masterRealm = defaultMasterRealm,
): boolean {
  return realm === masterRealm && access.hasAccess("manage-realm");
}

/** The organizations feature counts as enabled only for users who may manage the realm. */
export function isOrganizationsEnabled(featureEnabled: boolean, access: AccessChecker): boolean {
  return featureEnabled && access.hasAccess("manage-realm");
}
