import type { TFunction } from "i18next";
import type { PermissionsOwnerKind } from "./api/permissions-owner";

type Describe = (t: TFunction) => string;

/**
 * What each scope of each kind lets an administrator do, written out key by key so every message
 * key is a literal the message checks can find. A scope a newer server adds has no description.
 */
const scopeDescriptions: Record<PermissionsOwnerKind, Record<string, Describe>> = {
  users: {
    view: (t) => t("permissions.v1.users.view"),
    manage: (t) => t("permissions.v1.users.manage"),
    "map-roles": (t) => t("permissions.v1.users.mapRoles"),
    "manage-group-membership": (t) => t("permissions.v1.users.manageGroupMembership"),
    impersonate: (t) => t("permissions.v1.users.impersonate"),
    "user-impersonated": (t) => t("permissions.v1.users.userImpersonated"),
  },
  group: {
    view: (t) => t("permissions.v1.group.view"),
    manage: (t) => t("permissions.v1.group.manage"),
    "view-members": (t) => t("permissions.v1.group.viewMembers"),
    "manage-members": (t) => t("permissions.v1.group.manageMembers"),
    "manage-membership": (t) => t("permissions.v1.group.manageMembership"),
  },
  role: {
    "map-role": (t) => t("permissions.v1.role.mapRole"),
    "map-role-client-scope": (t) => t("permissions.v1.role.mapRoleClientScope"),
    "map-role-composite": (t) => t("permissions.v1.role.mapRoleComposite"),
  },
  client: {
    view: (t) => t("permissions.v1.client.view"),
    manage: (t) => t("permissions.v1.client.manage"),
    configure: (t) => t("permissions.v1.client.configure"),
    "map-roles": (t) => t("permissions.v1.client.mapRoles"),
    "map-roles-client-scope": (t) => t("permissions.v1.client.mapRolesClientScope"),
    "map-roles-composite": (t) => t("permissions.v1.client.mapRolesComposite"),
    "token-exchange": (t) => t("permissions.v1.client.tokenExchange"),
  },
  identityProvider: {
    "token-exchange": (t) => t("permissions.v1.identityProvider.tokenExchange"),
  },
};

/** What a scope permission grants, or `undefined` for a scope this console does not know. */
export function describeScope(
  t: TFunction,
  kind: PermissionsOwnerKind,
  scope: string,
): string | undefined {
  return Object.hasOwn(scopeDescriptions[kind], scope)
    ? scopeDescriptions[kind][scope]?.(t)
    : undefined;
}

const introductions: Record<PermissionsOwnerKind, Describe> = {
  users: (t) => t("permissions.v1.intro.users"),
  group: (t) => t("permissions.v1.intro.group"),
  role: (t) => t("permissions.v1.intro.role"),
  client: (t) => t("permissions.v1.intro.client"),
  identityProvider: (t) => t("permissions.v1.intro.identityProvider"),
};

/** The tab's opening sentence: what the permissions of this kind of resource decide. */
export const introduce = (t: TFunction, kind: PermissionsOwnerKind): string =>
  introductions[kind](t);
