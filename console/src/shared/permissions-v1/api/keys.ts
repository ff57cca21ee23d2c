import type { PermissionsOwner } from "./permissions-owner";

/** Query keys of fine-grained admin permissions (version 1); every invalidation goes through these. */
export const permissionsV1Keys = {
  all: (realm: string) => ["permissions-v1", realm] as const,
  owner: (realm: string, { kind, id }: PermissionsOwner) =>
    ["permissions-v1", realm, kind, id] as const,
  /** The realm-management client, whose authorization settings hold the permissions. */
  permissionsClient: (realm: string) => ["permissions-v1", realm, "permissions-client"] as const,
};
