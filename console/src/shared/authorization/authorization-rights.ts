import type { AccessChecker, AccessRight } from "@/shared/access/rights";

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

/**
 * The realm's admin permissions (version 2) live in its admin-permissions client, whose
 * authorization the server reads with view-realm and changes with manage-realm, whatever the
 * client and authorization rights (checked on the server: view-users, view-clients,
 * view-authorization, manage-clients and manage-authorization alone are all refused). The
 * spec's rights still open the pages; these say what a page may then ask and offer.
 */
export function adminPermissionsRights(
  access: Pick<AccessChecker, "hasAccess" | "hasSomeAccess">,
): AuthorizationRights {
  return {
    view: access.hasAccess("view-realm"),
    manage: authorizationRights(access).manage && access.hasAccess("view-realm", "manage-realm"),
  };
}

/** The rights the server wants for the admin permissions: to read them, and to change them. */
export const adminPermissionsServerNeeds = {
  view: ["view-realm"],
  manage: ["view-realm", "manage-realm"],
} as const satisfies Record<string, readonly AccessRight[]>;
