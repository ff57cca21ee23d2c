import type { KeycloakAdminClient } from "../client.js";
import type { ClientScopeRepresentation } from "../defs/client-scope-representation.js";
import type { MappingsRepresentation } from "../defs/mappings-representation.js";
import type { ProtocolMapperRepresentation } from "../defs/protocol-mapper-representation.js";
import type { RoleRepresentation } from "../defs/role-representation.js";
import { Resource } from "../core/resource.js";

/**
 * Client scopes of a realm, the realm's default and optional scopes for new clients, and the
 * mappers and scope mappings of each scope. The base path is the realm, because the realm defaults
 * live beside `/client-scopes`, not below it.
 */
export class ClientScopes extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}" });
  }

  find = this.makeRequest<unknown, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/client-scopes",
  });

  create = this.makeRequest<ClientScopeRepresentation, { id: string }>({
    method: "POST",
    path: "/client-scopes",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ id: string }, ClientScopeRepresentation | undefined>({
    method: "GET",
    path: "/client-scopes/{id}",
    urlParamKeys: ["id"],
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, ClientScopeRepresentation, undefined>({
    method: "PUT",
    path: "/client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  async findOneByName(payload: {
    realm?: string;
    name: string;
  }): Promise<ClientScopeRepresentation | undefined> {
    const { name, ...scope } = payload;
    const scopes = await this.find(scope);
    return scopes.find((item) => item.name === name);
  }

  /** Deletes the scope of that name; fails with 'Scope not found.' when there is none. */
  async delByName(payload: { realm?: string; name: string }): Promise<void> {
    const found = await this.findOneByName(payload);
    if (found?.id === undefined) throw new Error("Scope not found.");
    await this.del({ realm: payload.realm, id: found.id });
  }

  // Realm defaults: the scopes every new client gets as default or optional scopes

  listDefaultClientScopes = this.makeRequest<unknown, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/default-default-client-scopes",
  });

  addDefaultClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "PUT",
    path: "/default-default-client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  delDefaultClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/default-default-client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  listDefaultOptionalClientScopes = this.makeRequest<unknown, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/default-optional-client-scopes",
  });

  addDefaultOptionalClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "PUT",
    path: "/default-optional-client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  delDefaultOptionalClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/default-optional-client-scopes/{id}",
    urlParamKeys: ["id"],
  });

  // Protocol mappers

  addMultipleProtocolMappers = this.makeUpdateRequest<
    { id: string },
    ProtocolMapperRepresentation[],
    undefined
  >({
    method: "POST",
    path: "/client-scopes/{id}/protocol-mappers/add-models",
    urlParamKeys: ["id"],
  });

  addProtocolMapper = this.makeUpdateRequest<
    { id: string },
    ProtocolMapperRepresentation,
    undefined
  >({
    method: "POST",
    path: "/client-scopes/{id}/protocol-mappers/models",
    urlParamKeys: ["id"],
  });

  listProtocolMappers = this.makeRequest<{ id: string }, ProtocolMapperRepresentation[]>({
    method: "GET",
    path: "/client-scopes/{id}/protocol-mappers/models",
    urlParamKeys: ["id"],
  });

  findProtocolMapper = this.makeRequest<
    { id: string; mapperId: string },
    ProtocolMapperRepresentation | undefined
  >({
    method: "GET",
    path: "/client-scopes/{id}/protocol-mappers/models/{mapperId}",
    urlParamKeys: ["id", "mapperId"],
    catchNotFound: true,
  });

  findProtocolMappersByProtocol = this.makeRequest<
    { id: string; protocol: string },
    ProtocolMapperRepresentation[] | undefined
  >({
    method: "GET",
    path: "/client-scopes/{id}/protocol-mappers/protocol/{protocol}",
    urlParamKeys: ["id", "protocol"],
    catchNotFound: true,
  });

  updateProtocolMapper = this.makeUpdateRequest<
    { id: string; mapperId: string },
    ProtocolMapperRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/client-scopes/{id}/protocol-mappers/models/{mapperId}",
    urlParamKeys: ["id", "mapperId"],
  });

  delProtocolMapper = this.makeRequest<{ id: string; mapperId: string }, undefined>({
    method: "DELETE",
    path: "/client-scopes/{id}/protocol-mappers/models/{mapperId}",
    urlParamKeys: ["id", "mapperId"],
  });

  async findProtocolMapperByName(payload: {
    realm?: string;
    id: string;
    name: string;
  }): Promise<ProtocolMapperRepresentation | undefined> {
    const { name, ...scope } = payload;
    const mappers = await this.listProtocolMappers(scope);
    return mappers.find((mapper) => mapper.name === name);
  }

  // Scope mappings: the roles a token may carry when this scope applies

  listScopeMappings = this.makeRequest<{ id: string }, MappingsRepresentation>({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings",
    urlParamKeys: ["id"],
  });

  addClientScopeMappings = this.makeUpdateRequest<
    { id: string; client: string },
    RoleRepresentation[],
    undefined
  >({
    method: "POST",
    path: "/client-scopes/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  listClientScopeMappings = this.makeRequest<{ id: string; client: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  listAvailableClientScopeMappings = this.makeRequest<
    { id: string; client: string },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/clients/{client}/available",
    urlParamKeys: ["id", "client"],
  });

  listCompositeClientScopeMappings = this.makeRequest<
    { id: string; client: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/clients/{client}/composite",
    urlParamKeys: ["id", "client"],
  });

  delClientScopeMappings = this.makeUpdateRequest<
    { id: string; client: string },
    RoleRepresentation[],
    undefined
  >({
    method: "DELETE",
    path: "/client-scopes/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  addRealmScopeMappings = this.makeUpdateRequest<{ id: string }, RoleRepresentation[], undefined>({
    method: "POST",
    path: "/client-scopes/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });

  listRealmScopeMappings = this.makeRequest<{ id: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });

  listAvailableRealmScopeMappings = this.makeRequest<{ id: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/realm/available",
    urlParamKeys: ["id"],
  });

  listCompositeRealmScopeMappings = this.makeRequest<
    { id: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/client-scopes/{id}/scope-mappings/realm/composite",
    urlParamKeys: ["id"],
  });

  delRealmScopeMappings = this.makeUpdateRequest<{ id: string }, RoleRepresentation[], undefined>({
    method: "DELETE",
    path: "/client-scopes/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });
}
