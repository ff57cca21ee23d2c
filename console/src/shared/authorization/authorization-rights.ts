import type { AccessChecker } from "@/shared/access/rights";

/**
 * What the administrator may do with a client's authorization services, from the realm-wide rights
 * the specification names: see them with view-authorization, manage-authorization or
 * manage-clients; change them with manage-authorization or manage-clients.
 */
export interface AuthorizationRights {
  view: boolean;
  manage: boolean;
}

export function authorizationRights(
  access: Pick<AccessChecker, "hasSomeAccess">,
): AuthorizationRights {
  return {
    view: access.hasSomeAccess("view-authorization", "manage-authorization", "manage-clients"),
    manage: access.hasSomeAccess("manage-authorization", "manage-clients"),
  };
}
