/** The realm-management roles the console checks; who-am-I lists the ones a user holds per realm. */
export const accessRights = [
  "view-realm",
  "view-users",
  "view-clients",
  "view-events",
  "view-identity-providers",
  "view-authorization",
  "view-organizations",
  "query-users",
  "query-groups",
  "query-clients",
  "manage-realm",
  "manage-users",
  "manage-clients",
  "manage-identity-providers",
  "manage-authorization",
  "manage-organizations",
  // Not a route's right: the server asks it to change the realm's events configuration.
  "manage-events",
  // Not a route's right either: the server opens some APIs (workflows) to realm-admin alone, not
  // to any set of the finer rights it is made of.
  "realm-admin",
] as const;

export type AccessRight = (typeof accessRights)[number];

/**
 * What a route requires: anyone, every listed right, or any one of them.
 * Kept declarative (not a function) so the route table can be compared with the spec.
 */
export type RouteAccess =
  "anyone" | { readonly all: readonly AccessRight[] } | { readonly any: readonly AccessRight[] };

/** A check the rights alone cannot express, e.g. a feature that also needs a realm flag. */
export type AccessCheck = (checker: AccessChecker) => boolean;

export type AccessRequirement = AccessRight | "anyone" | AccessCheck;

export interface AccessChecker {
  /** True when every requirement is met; no requirement at all means allowed. */
  hasAccess(...requirements: AccessRequirement[]): boolean;
  /** True when at least one requirement is met. */
  hasSomeAccess(...requirements: AccessRequirement[]): boolean;
  /** True when the route's access is satisfied. */
  allows(access: RouteAccess): boolean;
  /**
   * The rights still needed for the given route accesses, in order and without repeats. For an
   * "any" list none of which is held, the whole list is needed (one of them would do).
   */
  missingRights(accesses: readonly RouteAccess[]): AccessRight[];
}
