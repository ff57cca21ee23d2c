import type { AccessChecker, AccessRequirement, AccessRight, RouteAccess } from "./rights";

/**
 * Builds the checker for the rights a user holds in the current realm.
 *
 * @example
 * const access = createAccessChecker(whoAmI.realm_access[realm] ?? []);
 * access.hasAccess("view-users", "query-groups"); // both needed
 * access.hasSomeAccess("view-authorization", "manage-authorization"); // one is enough
 */
export function createAccessChecker(held: readonly string[]): AccessChecker {
  const rights = new Set(held);

  const meets = (requirement: AccessRequirement): boolean => {
    if (requirement === "anyone") return true;
    if (typeof requirement === "function") return requirement(checker);
    return rights.has(requirement);
  };

  const allows = (access: RouteAccess): boolean => {
    if (access === "anyone") return true;
    if ("all" in access) return access.all.every(meets);
    return access.any.length === 0 || access.any.some(meets);
  };

  const checker: AccessChecker = {
    hasAccess: (...requirements) => requirements.every(meets),
    hasSomeAccess: (...requirements) => requirements.some(meets),
    allows,
    missingRights(accesses) {
      const missing: AccessRight[] = [];
      const add = (right: AccessRight) => {
        if (!missing.includes(right)) missing.push(right);
      };
      for (const access of accesses) {
        if (allows(access) || access === "anyone") continue;
        const needed =
          "all" in access ? access.all.filter((right) => !rights.has(right)) : access.any;
        needed.forEach(add);
      }
      return missing;
    },
  };
  return checker;
}
