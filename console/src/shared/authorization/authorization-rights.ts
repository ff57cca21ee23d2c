import type { AccessChecker } from "@/shared/access/rights";

/**
 * What the administrator may do with a client's authorization services, from the realm-wide rights
 * the specification names: see them with view-authorization, manage-authorization or
 * manage-clients; change them with manage-authorization or manage-clients. The server also lets
 * view-clients read a resource server, so that counts as seeing it. Exporting the whole resource
 * server is the exception: the server answers it only to those who may change it (`manage`).
 */
export interface AuthorizationRights {
  view: boolean;
  manage: boolean;
}

export function authorizationRights(
  access: Pick<AccessChecker, "hasSomeAccess">,
): AuthorizationRights {
  return {
    view: access.hasSomeAccess(
      "view-authorization",
      "manage-authorization",
      "manage-clients",
      "view-clients",
    ),
    manage: access.hasSomeAccess("manage-authorization", "manage-clients"),
  };
}
