import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { PermissionType } from "@/shared/paths/client-authorization-paths";
import type {
  NamedChoice,
  PermissionAssociations,
} from "../authorization/permissions/permission-form-state";

const named = (items: readonly { id?: string; _id?: string; name?: string }[]): NamedChoice[] =>
  items.flatMap((item) => {
    const id = item.id ?? item._id;
    return id === undefined ? [] : [{ id, name: item.name ?? id }];
  });

/**
 * What a permission protects and which policies decide it: three requests, asked together. The
 * list asks them when a row is expanded, the permission page with the permission.
 */
export function permissionAssociationsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  permissionId: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.permission(realm, clientId, permissionId), "associations"],
    queryFn: async ({ signal }): Promise<PermissionAssociations> => {
      const target = { realm, id: clientId, permissionId };
      const [resources, scopes, policies] = await Promise.all([
        client.clients.getAssociatedResources(target, { signal }),
        client.clients.getAssociatedScopes(target, { signal }),
        client.clients.getAssociatedPolicies(target, { signal }),
      ]);
      return { resources: named(resources), scopes: named(scopes), policies: named(policies) };
    },
    staleTime: 10_000,
  });
}

/** One permission of its type; `null` when the server does not find it. */
export function permissionQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  type: PermissionType,
  permissionId: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.permission(realm, clientId, permissionId), type],
    queryFn: async ({ signal }): Promise<PolicyRepresentation | null> =>
      (await client.clients.findOnePermission(
        { realm, id: clientId, type, permissionId },
        { signal },
      )) ?? null,
    staleTime: 10_000,
  });
}
