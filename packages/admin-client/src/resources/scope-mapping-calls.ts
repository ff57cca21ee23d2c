import type { RequestBuilder } from "../core/request-builder.js";
import type { MappingsRepresentation } from "../defs/mappings-representation.js";
import type { RoleRepresentation } from "../defs/role-representation.js";

/** The client or client scope whose scope mappings a call reads or changes. */
export interface ScopeMappingOwner {
  id: string;
}

export interface ClientScopeMappingOwner extends ScopeMappingOwner {
  /** Internal id of the client whose roles are mapped. */
  client: string;
}

/**
 * The scope-mapping calls (the roles a token may carry) of clients and client scopes, declared once
 * for both. `ownerPath` is the owner's path below the resource's base path, with its `{id}`
 * placeholder: `/{id}` for a client, `/client-scopes/{id}` for a client scope.
 */
export function scopeMappingCalls(requests: RequestBuilder, ownerPath: string) {
  const mappings = `${ownerPath}/scope-mappings`;
  const realm = `${mappings}/realm`;
  const client = `${mappings}/clients/{client}`;
  return {
    listScopeMappings: requests.makeRequest<ScopeMappingOwner, MappingsRepresentation>({
      method: "GET",
      path: mappings,
    }),

    listRealmScopeMappings: requests.makeRequest<ScopeMappingOwner, RoleRepresentation[]>({
      method: "GET",
      path: realm,
    }),
    listAvailableRealmScopeMappings: requests.makeRequest<ScopeMappingOwner, RoleRepresentation[]>({
      method: "GET",
      path: `${realm}/available`,
    }),
    listCompositeRealmScopeMappings: requests.makeRequest<
      ScopeMappingOwner & { briefRepresentation?: boolean },
      RoleRepresentation[]
    >({ method: "GET", path: `${realm}/composite` }),
    addRealmScopeMappings: requests.makeUpdateRequest<
      ScopeMappingOwner,
      RoleRepresentation[],
      undefined
    >({
      method: "POST",
      path: realm,
    }),
    delRealmScopeMappings: requests.makeUpdateRequest<
      ScopeMappingOwner,
      RoleRepresentation[],
      undefined
    >({
      method: "DELETE",
      path: realm,
    }),

    listClientScopeMappings: requests.makeRequest<ClientScopeMappingOwner, RoleRepresentation[]>({
      method: "GET",
      path: client,
    }),
    listAvailableClientScopeMappings: requests.makeRequest<
      ClientScopeMappingOwner,
      RoleRepresentation[]
    >({
      method: "GET",
      path: `${client}/available`,
    }),
    listCompositeClientScopeMappings: requests.makeRequest<
      ClientScopeMappingOwner & { briefRepresentation?: boolean },
      RoleRepresentation[]
    >({ method: "GET", path: `${client}/composite` }),
    addClientScopeMappings: requests.makeUpdateRequest<
      ClientScopeMappingOwner,
      RoleRepresentation[],
      undefined
    >({ method: "POST", path: client }),
    delClientScopeMappings: requests.makeUpdateRequest<
      ClientScopeMappingOwner,
      RoleRepresentation[],
      undefined
    >({ method: "DELETE", path: client }),
  };
}
