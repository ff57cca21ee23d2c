import type { KeycloakAdminClient } from "../client.js";
import type { ClientScopeRepresentation } from "../defs/client-scope-representation.js";
import { Resource } from "../core/resource.js";
import { protocolMapperCalls } from "./protocol-mapper-calls.js";
import { scopeMappingCalls } from "./scope-mapping-calls.js";

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
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, ClientScopeRepresentation, undefined>({
    method: "PUT",
    path: "/client-scopes/{id}",
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/client-scopes/{id}",
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
  });

  delDefaultClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/default-default-client-scopes/{id}",
  });

  listDefaultOptionalClientScopes = this.makeRequest<unknown, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/default-optional-client-scopes",
  });

  addDefaultOptionalClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "PUT",
    path: "/default-optional-client-scopes/{id}",
  });

  delDefaultOptionalClientScope = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/default-optional-client-scopes/{id}",
  });

  // Protocol mappers, declared once for clients and client scopes

  readonly #protocolMappers = protocolMapperCalls(this.requests, "/client-scopes/{id}");
  listProtocolMappers = this.#protocolMappers.listProtocolMappers;
  findProtocolMapper = this.#protocolMappers.findProtocolMapper;
  findProtocolMappersByProtocol = this.#protocolMappers.findProtocolMappersByProtocol;
  findProtocolMapperByName = this.#protocolMappers.findProtocolMapperByName;
  addProtocolMapper = this.#protocolMappers.addProtocolMapper;
  addMultipleProtocolMappers = this.#protocolMappers.addMultipleProtocolMappers;
  updateProtocolMapper = this.#protocolMappers.updateProtocolMapper;
  delProtocolMapper = this.#protocolMappers.delProtocolMapper;

  // Scope mappings: the roles a token may carry when this scope applies; declared once for both

  readonly #scopeMappings = scopeMappingCalls(this.requests, "/client-scopes/{id}");
  listScopeMappings = this.#scopeMappings.listScopeMappings;
  listRealmScopeMappings = this.#scopeMappings.listRealmScopeMappings;
  listAvailableRealmScopeMappings = this.#scopeMappings.listAvailableRealmScopeMappings;
  listCompositeRealmScopeMappings = this.#scopeMappings.listCompositeRealmScopeMappings;
  addRealmScopeMappings = this.#scopeMappings.addRealmScopeMappings;
  delRealmScopeMappings = this.#scopeMappings.delRealmScopeMappings;
  listClientScopeMappings = this.#scopeMappings.listClientScopeMappings;
  listAvailableClientScopeMappings = this.#scopeMappings.listAvailableClientScopeMappings;
  listCompositeClientScopeMappings = this.#scopeMappings.listCompositeClientScopeMappings;
  addClientScopeMappings = this.#scopeMappings.addClientScopeMappings;
  delClientScopeMappings = this.#scopeMappings.delClientScopeMappings;
}
