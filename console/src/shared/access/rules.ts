import type { AccessChecker, AccessRight } from "./rights";

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

/**
 * The server opens its workflows API to realm-admin alone: view-realm or manage-realm, even both,
 * are refused every workflow request. The spec's routes still name those rights; the workflows
 * pages name this one too and ask nothing without it, and the navigation leaves them out.
 */
export const workflowsServerNeeds = "realm-admin" satisfies AccessRight;
