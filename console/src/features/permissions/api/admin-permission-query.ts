import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { namedChoices } from "@/shared/authorization/named-choice";
import type { LoadedAdminPermission } from "../admin-permission-form-state";
import { adminPermissionsKeys } from "./keys";

/**
 * One admin permission with the objects, scopes and policies it names: four requests, asked
 * together. The server names each object's resource by the object's id and gives its display name
 * beside it. `null` when the server does not find the permission.
 */
export function adminPermissionQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  permissionId: string,
) {
  return queryOptions({
    queryKey: [...adminPermissionsKeys.permission(realm, clientId, permissionId), "details"],
    queryFn: async ({ signal }): Promise<LoadedAdminPermission | null> => {
      const target = { realm, id: clientId, permissionId };
      const permission = await client.clients.findOnePermission(
        { ...target, type: "scope" },
        { signal },
      );
      if (permission === undefined) return null;
      const [resources, scopes, policies] = await Promise.all([
        client.clients.getAssociatedResources(target, { signal }),
        client.clients.getAssociatedScopes(target, { signal }),
        client.clients.getAssociatedPolicies(target, { signal }),
      ]);
      return {
        permission,
        // A permission over every object of its type names the type's own resource.
        resources: resources.flatMap((resource) =>
          resource.name === undefined || resource.name === permission.resourceType
            ? []
            : [{ id: resource.name, name: resource.displayName ?? resource.name }],
        ),
        scopes: scopes.flatMap((scope) => (scope.name === undefined ? [] : [scope.name])),
        policies: namedChoices(policies),
      };
    },
    staleTime: 10_000,
  });
}
