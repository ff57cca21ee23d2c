import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";
import { toClientScope, toClientScopeMapper } from "@/shared/paths/client-scope-paths";
import type { MapperOwner } from "@/shared/protocol-mappers/mapper-owner";

/** A client scope as the owner of the mappers that its mappers tab and mapper page edit. */
export function clientScopeMapperOwner(
  realm: string,
  scope: ClientScopeRepresentation & { id: string },
  canManage: boolean,
): MapperOwner {
  const id = scope.id;
  return {
    type: "clientScopes",
    id,
    protocol: scope.protocol ?? "openid-connect",
    canManage,
    mapperLink: (mapperId, viewMode) => toClientScopeMapper({ realm, id, mapperId, viewMode }),
    mappersLink: toClientScope({ realm, id, tab: "mappers" }),
    ownerKeys: [clientScopesKeys.scope(realm, id)],
  };
}
