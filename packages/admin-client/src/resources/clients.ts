import type { KeycloakAdminClient } from "../client.js";
import type {
  CertificateRepresentation,
  KeyStoreConfig,
} from "../defs/certificate-representation.js";
import type { ClientRepresentation } from "../defs/client-representation.js";
import type { ClientScopeRepresentation } from "../defs/client-scope-representation.js";
import type { CredentialRepresentation } from "../defs/credential-representation.js";
import type { GlobalRequestResult } from "../defs/global-request-result.js";
import type { ManagementPermissionReference } from "../defs/management-permission-reference.js";
import type { MappingsRepresentation } from "../defs/mappings-representation.js";
import type {
  ProtocolMapperEvaluationRepresentation,
  ProtocolMapperRepresentation,
} from "../defs/protocol-mapper-representation.js";
import type { RoleRepresentation } from "../defs/role-representation.js";
import type { TokenClaims } from "../defs/token-claims.js";
import type { UserRepresentation } from "../defs/user-representation.js";
import type { UserSessionRepresentation } from "../defs/user-session-representation.js";
import { ClientAuthorization, type PaginatedQuery } from "./client-authorization.js";

export interface ClientQuery extends PaginatedQuery {
  clientId?: string;
  viewableOnly?: boolean;
  /** Matches `clientId` as a substring instead of exactly. */
  search?: boolean;
  /** Attribute search, `key:value key2:value2`. */
  q?: string;
}

/** Which roles of a role container the evaluated scope grants (or does not). */
export type ScopeEvaluationType = "granted" | "not-granted";

export interface ScopeEvaluationQuery {
  id: string;
  /** Space-separated client scope names, as in an authorization request. */
  scope?: string;
}

/**
 * What an installation provider produces: parsed JSON for the JSON adapters, text (XML, properties,
 * CLI snippets) for the others.
 */
export type InstallationOutput = Record<string, unknown> | string;

export interface ClientKeyAttribute {
  id: string;
  attr: string;
}

/** Clients of a realm and everything below `/clients/{id}`, the authorization server included. */
export class Clients extends ClientAuthorization {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/clients" });
  }

  find = this.makeRequest<ClientQuery, ClientRepresentation[]>({ method: "GET" });

  create = this.makeRequest<ClientRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ id: string }, ClientRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    urlParamKeys: ["id"],
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, ClientRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
    urlParamKeys: ["id"],
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
    urlParamKeys: ["id"],
  });

  // Client roles

  createRole = this.makeRequest<RoleRepresentation & { id: string }, { roleName: string }>({
    method: "POST",
    path: "/{id}/roles",
    urlParamKeys: ["id"],
    returnResourceIdInLocationHeader: { field: "roleName" },
  });

  listRoles = this.makeRequest<
    PaginatedQuery & { id: string; search?: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({ method: "GET", path: "/{id}/roles", urlParamKeys: ["id"] });

  findRole = this.makeRequest<{ id: string; roleName: string }, RoleRepresentation | undefined>({
    method: "GET",
    path: "/{id}/roles/{roleName}",
    urlParamKeys: ["id", "roleName"],
    catchNotFound: true,
  });

  updateRole = this.makeUpdateRequest<
    { id: string; roleName: string },
    RoleRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/{id}/roles/{roleName}",
    urlParamKeys: ["id", "roleName"],
  });

  delRole = this.makeRequest<{ id: string; roleName: string }, undefined>({
    method: "DELETE",
    path: "/{id}/roles/{roleName}",
    urlParamKeys: ["id", "roleName"],
  });

  findUsersWithRole = this.makeRequest<
    PaginatedQuery & { id: string; roleName: string; briefRepresentation?: boolean },
    UserRepresentation[]
  >({ method: "GET", path: "/{id}/roles/{roleName}/users", urlParamKeys: ["id", "roleName"] });

  getServiceAccountUser = this.makeRequest<{ id: string }, UserRepresentation>({
    method: "GET",
    path: "/{id}/service-account-user",
    urlParamKeys: ["id"],
  });

  // Credentials

  getClientSecret = this.makeRequest<{ id: string }, CredentialRepresentation>({
    method: "GET",
    path: "/{id}/client-secret",
    urlParamKeys: ["id"],
  });

  /** Replaces the secret; with secret rotation on, the old one stays valid as the rotated secret. */
  generateNewClientSecret = this.makeRequest<{ id: string }, CredentialRepresentation>({
    method: "POST",
    path: "/{id}/client-secret",
    urlParamKeys: ["id"],
  });

  /** The previous secret while rotation keeps it valid; nothing when there is none. */
  getClientRotatedSecret = this.makeRequest<{ id: string }, CredentialRepresentation | undefined>({
    method: "GET",
    path: "/{id}/client-secret/rotated",
    urlParamKeys: ["id"],
    catchNotFound: true,
  });

  invalidateSecret = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}/client-secret/rotated",
    urlParamKeys: ["id"],
  });

  generateRegistrationAccessToken = this.makeRequest<
    { id: string },
    ClientRepresentation & { registrationAccessToken: string }
  >({ method: "POST", path: "/{id}/registration-access-token", urlParamKeys: ["id"] });

  // Default and optional client scopes of this client

  listDefaultClientScopes = this.makeRequest<{ id: string }, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/{id}/default-client-scopes",
    urlParamKeys: ["id"],
  });

  addDefaultClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "PUT",
    path: "/{id}/default-client-scopes/{clientScopeId}",
    urlParamKeys: ["id", "clientScopeId"],
  });

  delDefaultClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/default-client-scopes/{clientScopeId}",
    urlParamKeys: ["id", "clientScopeId"],
  });

  listOptionalClientScopes = this.makeRequest<{ id: string }, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/{id}/optional-client-scopes",
    urlParamKeys: ["id"],
  });

  addOptionalClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "PUT",
    path: "/{id}/optional-client-scopes/{clientScopeId}",
    urlParamKeys: ["id", "clientScopeId"],
  });

  delOptionalClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/optional-client-scopes/{clientScopeId}",
    urlParamKeys: ["id", "clientScopeId"],
  });

  // Protocol mappers

  addMultipleProtocolMappers = this.makeUpdateRequest<
    { id: string },
    ProtocolMapperRepresentation[],
    undefined
  >({ method: "POST", path: "/{id}/protocol-mappers/add-models", urlParamKeys: ["id"] });

  addProtocolMapper = this.makeUpdateRequest<
    { id: string },
    ProtocolMapperRepresentation,
    undefined
  >({
    method: "POST",
    path: "/{id}/protocol-mappers/models",
    urlParamKeys: ["id"],
  });

  listProtocolMappers = this.makeRequest<{ id: string }, ProtocolMapperRepresentation[]>({
    method: "GET",
    path: "/{id}/protocol-mappers/models",
    urlParamKeys: ["id"],
  });

  findProtocolMapperById = this.makeRequest<
    { id: string; mapperId: string },
    ProtocolMapperRepresentation | undefined
  >({
    method: "GET",
    path: "/{id}/protocol-mappers/models/{mapperId}",
    urlParamKeys: ["id", "mapperId"],
    catchNotFound: true,
  });

  findProtocolMappersByProtocol = this.makeRequest<
    { id: string; protocol: string },
    ProtocolMapperRepresentation[] | undefined
  >({
    method: "GET",
    path: "/{id}/protocol-mappers/protocol/{protocol}",
    urlParamKeys: ["id", "protocol"],
    catchNotFound: true,
  });

  updateProtocolMapper = this.makeUpdateRequest<
    { id: string; mapperId: string },
    ProtocolMapperRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/{id}/protocol-mappers/models/{mapperId}",
    urlParamKeys: ["id", "mapperId"],
  });

  delProtocolMapper = this.makeRequest<{ id: string; mapperId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/protocol-mappers/models/{mapperId}",
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

  // Scope mappings: the roles this client's tokens may carry

  listScopeMappings = this.makeRequest<{ id: string }, MappingsRepresentation>({
    method: "GET",
    path: "/{id}/scope-mappings",
    urlParamKeys: ["id"],
  });

  addClientScopeMappings = this.makeUpdateRequest<
    { id: string; client: string },
    RoleRepresentation[],
    undefined
  >({
    method: "POST",
    path: "/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  listClientScopeMappings = this.makeRequest<{ id: string; client: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  listAvailableClientScopeMappings = this.makeRequest<
    { id: string; client: string },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/scope-mappings/clients/{client}/available",
    urlParamKeys: ["id", "client"],
  });

  listCompositeClientScopeMappings = this.makeRequest<
    { id: string; client: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/scope-mappings/clients/{client}/composite",
    urlParamKeys: ["id", "client"],
  });

  delClientScopeMappings = this.makeUpdateRequest<
    { id: string; client: string },
    RoleRepresentation[],
    undefined
  >({
    method: "DELETE",
    path: "/{id}/scope-mappings/clients/{client}",
    urlParamKeys: ["id", "client"],
  });

  addRealmScopeMappings = this.makeUpdateRequest<{ id: string }, RoleRepresentation[], undefined>({
    method: "POST",
    path: "/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });

  listRealmScopeMappings = this.makeRequest<{ id: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });

  listAvailableRealmScopeMappings = this.makeRequest<{ id: string }, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/scope-mappings/realm/available",
    urlParamKeys: ["id"],
  });

  listCompositeRealmScopeMappings = this.makeRequest<
    { id: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({ method: "GET", path: "/{id}/scope-mappings/realm/composite", urlParamKeys: ["id"] });

  delRealmScopeMappings = this.makeUpdateRequest<{ id: string }, RoleRepresentation[], undefined>({
    method: "DELETE",
    path: "/{id}/scope-mappings/realm",
    urlParamKeys: ["id"],
  });

  // Evaluate scopes: what a token for this client would contain

  /** Roles of `roleContainer` (realm name or client id) granted or not by the effective scope. */
  evaluatePermission = this.makeRequest<
    ScopeEvaluationQuery & { roleContainer: string; type: ScopeEvaluationType },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/scope-mappings/{roleContainer}/{type}",
    urlParamKeys: ["id", "roleContainer", "type"],
    queryParamKeys: ["scope"],
  });

  evaluateListProtocolMapper = this.makeRequest<
    ScopeEvaluationQuery,
    ProtocolMapperEvaluationRepresentation[]
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/protocol-mappers",
    urlParamKeys: ["id"],
    queryParamKeys: ["scope"],
  });

  evaluateGenerateAccessToken = this.makeRequest<
    ScopeEvaluationQuery & { userId: string; audience?: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-access-token",
    urlParamKeys: ["id"],
    queryParamKeys: ["scope", "userId", "audience"],
  });

  evaluateGenerateUserInfo = this.makeRequest<
    ScopeEvaluationQuery & { userId: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-userinfo",
    urlParamKeys: ["id"],
    queryParamKeys: ["scope", "userId"],
  });

  evaluateGenerateIdToken = this.makeRequest<
    ScopeEvaluationQuery & { userId: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-id-token",
    urlParamKeys: ["id"],
    queryParamKeys: ["scope", "userId"],
  });

  // Sessions

  listSessions = this.makeRequest<PaginatedQuery & { id: string }, UserSessionRepresentation[]>({
    method: "GET",
    path: "/{id}/user-sessions",
    urlParamKeys: ["id"],
  });

  listOfflineSessions = this.makeRequest<
    PaginatedQuery & { id: string },
    UserSessionRepresentation[]
  >({ method: "GET", path: "/{id}/offline-sessions", urlParamKeys: ["id"] });

  getSessionCount = this.makeRequest<{ id: string }, { count: number }>({
    method: "GET",
    path: "/{id}/session-count",
    urlParamKeys: ["id"],
  });

  getOfflineSessionCount = this.makeRequest<{ id: string }, { count: number }>({
    method: "GET",
    path: "/{id}/offline-session-count",
    urlParamKeys: ["id"],
  });

  // Adapter installation, revocation and cluster nodes

  getInstallationProviders = this.makeRequest<
    { id: string; providerId: string },
    InstallationOutput
  >({
    method: "GET",
    path: "/{id}/installation/providers/{providerId}",
    urlParamKeys: ["id", "providerId"],
  });

  pushRevocation = this.makeRequest<{ id: string }, GlobalRequestResult>({
    method: "POST",
    path: "/{id}/push-revocation",
    urlParamKeys: ["id"],
  });

  addClusterNode = this.makeRequest<{ id: string; node: string }, undefined>({
    method: "POST",
    path: "/{id}/nodes",
    urlParamKeys: ["id"],
  });

  deleteClusterNode = this.makeRequest<{ id: string; node: string }, undefined>({
    method: "DELETE",
    path: "/{id}/nodes/{node}",
    urlParamKeys: ["id", "node"],
  });

  testNodesAvailable = this.makeRequest<{ id: string }, GlobalRequestResult>({
    method: "GET",
    path: "/{id}/test-nodes-available",
    urlParamKeys: ["id"],
  });

  // Certificates; `attr` is the attribute prefix, e.g. `jwt.credential` or `saml.signing`

  getKeyInfo = this.makeRequest<ClientKeyAttribute, CertificateRepresentation>({
    method: "GET",
    path: "/{id}/certificates/{attr}",
    urlParamKeys: ["id", "attr"],
  });

  generateKey = this.makeRequest<ClientKeyAttribute, CertificateRepresentation>({
    method: "POST",
    path: "/{id}/certificates/{attr}/generate",
    urlParamKeys: ["id", "attr"],
  });

  /** The keystore file as bytes. */
  downloadKey = this.makeUpdateRequest<ClientKeyAttribute, KeyStoreConfig, ArrayBuffer>({
    method: "POST",
    path: "/{id}/certificates/{attr}/download",
    urlParamKeys: ["id", "attr"],
    headers: { accept: "application/octet-stream" },
  });

  generateAndDownloadKey = this.makeUpdateRequest<ClientKeyAttribute, KeyStoreConfig, ArrayBuffer>({
    method: "POST",
    path: "/{id}/certificates/{attr}/generate-and-download",
    urlParamKeys: ["id", "attr"],
    headers: { accept: "application/octet-stream" },
  });

  /** Form fields: `keystoreFormat`, `keyAlias`, `storePassword`, `keyPassword`, `file`. */
  uploadKey = this.makeUpdateRequest<ClientKeyAttribute, FormData, CertificateRepresentation>({
    method: "POST",
    path: "/{id}/certificates/{attr}/upload",
    urlParamKeys: ["id", "attr"],
  });

  uploadCertificate = this.makeUpdateRequest<
    ClientKeyAttribute,
    FormData,
    CertificateRepresentation
  >({
    method: "POST",
    path: "/{id}/certificates/{attr}/upload-certificate",
    urlParamKeys: ["id", "attr"],
  });

  // Fine-grained admin permissions (v1)

  listFineGrainPermissions = this.makeRequest<{ id: string }, ManagementPermissionReference>({
    method: "GET",
    path: "/{id}/management/permissions",
    urlParamKeys: ["id"],
  });

  updateFineGrainPermission = this.makeUpdateRequest<
    { id: string },
    ManagementPermissionReference,
    ManagementPermissionReference
  >({ method: "PUT", path: "/{id}/management/permissions", urlParamKeys: ["id"] });
}
