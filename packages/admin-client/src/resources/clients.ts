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
import type { ProtocolMapperEvaluationRepresentation } from "../defs/protocol-mapper-representation.js";
import type { RoleRepresentation } from "../defs/role-representation.js";
import type { TokenClaims } from "../defs/token-claims.js";
import type { UserRepresentation } from "../defs/user-representation.js";
import type { UserSessionRepresentation } from "../defs/user-session-representation.js";
import { ClientAuthorization, type PaginatedQuery } from "./client-authorization.js";
import { clientsV2Endpoint, type ClientsV2Endpoint } from "./clients-v2.js";
import { protocolMapperCalls } from "./protocol-mapper-calls.js";
import { scopeMappingCalls } from "./scope-mapping-calls.js";

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

  /**
   * The clients of the versioned Admin API v2 in `realm` (default: the client's `realmName`),
   * addressed by clientId. Experimental on both sides: the admin client must be created with
   * `enableExperimentalApis: true`, and the server answers 404 unless its CLIENT_ADMIN_API_V2
   * feature is on.
   */
  v2(options: { realm?: string } = {}): ClientsV2Endpoint {
    if (!this.client.enableExperimentalApis) {
      throw new Error(
        "The clients v2 API is experimental: create the admin client with enableExperimentalApis: true.",
      );
    }
    return clientsV2Endpoint(this.client, options.realm);
  }

  find = this.makeRequest<ClientQuery, ClientRepresentation[]>({ method: "GET" });

  create = this.makeRequest<ClientRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ id: string }, ClientRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, ClientRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });

  // Client roles

  createRole = this.makeRequest<RoleRepresentation & { id: string }, { roleName: string }>({
    method: "POST",
    path: "/{id}/roles",
    returnResourceIdInLocationHeader: { field: "roleName" },
  });

  listRoles = this.makeRequest<
    PaginatedQuery & { id: string; search?: string; briefRepresentation?: boolean },
    RoleRepresentation[]
  >({ method: "GET", path: "/{id}/roles" });

  findRole = this.makeRequest<{ id: string; roleName: string }, RoleRepresentation | undefined>({
    method: "GET",
    path: "/{id}/roles/{roleName}",
    catchNotFound: true,
  });

  updateRole = this.makeUpdateRequest<
    { id: string; roleName: string },
    RoleRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/{id}/roles/{roleName}",
  });

  delRole = this.makeRequest<{ id: string; roleName: string }, undefined>({
    method: "DELETE",
    path: "/{id}/roles/{roleName}",
  });

  findUsersWithRole = this.makeRequest<
    PaginatedQuery & { id: string; roleName: string; briefRepresentation?: boolean },
    UserRepresentation[]
  >({ method: "GET", path: "/{id}/roles/{roleName}/users" });

  getServiceAccountUser = this.makeRequest<{ id: string }, UserRepresentation>({
    method: "GET",
    path: "/{id}/service-account-user",
  });

  // Credentials

  getClientSecret = this.makeRequest<{ id: string }, CredentialRepresentation>({
    method: "GET",
    path: "/{id}/client-secret",
  });

  /** Replaces the secret; with secret rotation on, the old one stays valid as the rotated secret. */
  generateNewClientSecret = this.makeRequest<{ id: string }, CredentialRepresentation>({
    method: "POST",
    path: "/{id}/client-secret",
  });

  /** The previous secret while rotation keeps it valid; nothing when there is none. */
  getClientRotatedSecret = this.makeRequest<{ id: string }, CredentialRepresentation | undefined>({
    method: "GET",
    path: "/{id}/client-secret/rotated",
    catchNotFound: true,
  });

  invalidateSecret = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}/client-secret/rotated",
  });

  generateRegistrationAccessToken = this.makeRequest<
    { id: string },
    ClientRepresentation & { registrationAccessToken: string }
  >({ method: "POST", path: "/{id}/registration-access-token" });

  // Default and optional client scopes of this client

  listDefaultClientScopes = this.makeRequest<{ id: string }, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/{id}/default-client-scopes",
  });

  addDefaultClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "PUT",
    path: "/{id}/default-client-scopes/{clientScopeId}",
  });

  delDefaultClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/default-client-scopes/{clientScopeId}",
  });

  listOptionalClientScopes = this.makeRequest<{ id: string }, ClientScopeRepresentation[]>({
    method: "GET",
    path: "/{id}/optional-client-scopes",
  });

  addOptionalClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "PUT",
    path: "/{id}/optional-client-scopes/{clientScopeId}",
  });

  delOptionalClientScope = this.makeRequest<{ id: string; clientScopeId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/optional-client-scopes/{clientScopeId}",
  });

  // Protocol mappers, declared once for clients and client scopes

  readonly #protocolMappers = protocolMapperCalls(this.requests, "/{id}");
  listProtocolMappers = this.#protocolMappers.listProtocolMappers;
  findProtocolMapperById = this.#protocolMappers.findProtocolMapper;
  findProtocolMappersByProtocol = this.#protocolMappers.findProtocolMappersByProtocol;
  findProtocolMapperByName = this.#protocolMappers.findProtocolMapperByName;
  addProtocolMapper = this.#protocolMappers.addProtocolMapper;
  addMultipleProtocolMappers = this.#protocolMappers.addMultipleProtocolMappers;
  updateProtocolMapper = this.#protocolMappers.updateProtocolMapper;
  delProtocolMapper = this.#protocolMappers.delProtocolMapper;

  // Scope mappings: the roles this client's tokens may carry; declared once for clients and scopes

  readonly #scopeMappings = scopeMappingCalls(this.requests, "/{id}");
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

  // Evaluate scopes: what a token for this client would contain

  /** Roles of `roleContainer` (realm name or client id) granted or not by the effective scope. */
  evaluatePermission = this.makeRequest<
    ScopeEvaluationQuery & { roleContainer: string; type: ScopeEvaluationType },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/scope-mappings/{roleContainer}/{type}",
    queryParamKeys: ["scope"],
  });

  evaluateListProtocolMapper = this.makeRequest<
    ScopeEvaluationQuery,
    ProtocolMapperEvaluationRepresentation[]
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/protocol-mappers",
    queryParamKeys: ["scope"],
  });

  evaluateGenerateAccessToken = this.makeRequest<
    ScopeEvaluationQuery & { userId: string; audience?: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-access-token",
    queryParamKeys: ["scope", "userId", "audience"],
  });

  evaluateGenerateUserInfo = this.makeRequest<
    ScopeEvaluationQuery & { userId: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-userinfo",
    queryParamKeys: ["scope", "userId"],
  });

  /** An example SAML response (its XML text) for the user, as the client's scopes shape it. */
  evaluateGenerateSamlResponse = this.makeRequest<
    ScopeEvaluationQuery & { userId: string },
    string
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-saml-response",
    queryParamKeys: ["scope", "userId"],
  });

  evaluateGenerateIdToken = this.makeRequest<
    ScopeEvaluationQuery & { userId: string },
    TokenClaims
  >({
    method: "GET",
    path: "/{id}/evaluate-scopes/generate-example-id-token",
    queryParamKeys: ["scope", "userId"],
  });

  // Sessions

  listSessions = this.makeRequest<PaginatedQuery & { id: string }, UserSessionRepresentation[]>({
    method: "GET",
    path: "/{id}/user-sessions",
  });

  listOfflineSessions = this.makeRequest<
    PaginatedQuery & { id: string },
    UserSessionRepresentation[]
  >({ method: "GET", path: "/{id}/offline-sessions" });

  getSessionCount = this.makeRequest<{ id: string }, { count: number }>({
    method: "GET",
    path: "/{id}/session-count",
  });

  getOfflineSessionCount = this.makeRequest<{ id: string }, { count: number }>({
    method: "GET",
    path: "/{id}/offline-session-count",
  });

  // Adapter installation, revocation and cluster nodes

  getInstallationProviders = this.makeRequest<
    { id: string; providerId: string },
    InstallationOutput
  >({
    method: "GET",
    path: "/{id}/installation/providers/{providerId}",
  });

  pushRevocation = this.makeRequest<{ id: string }, GlobalRequestResult>({
    method: "POST",
    path: "/{id}/push-revocation",
  });

  addClusterNode = this.makeRequest<{ id: string; node: string }, undefined>({
    method: "POST",
    path: "/{id}/nodes",
  });

  deleteClusterNode = this.makeRequest<{ id: string; node: string }, undefined>({
    method: "DELETE",
    path: "/{id}/nodes/{node}",
  });

  testNodesAvailable = this.makeRequest<{ id: string }, GlobalRequestResult>({
    method: "GET",
    path: "/{id}/test-nodes-available",
  });

  // Certificates; `attr` is the attribute prefix, e.g. `jwt.credential` or `saml.signing`

  getKeyInfo = this.makeRequest<ClientKeyAttribute, CertificateRepresentation>({
    method: "GET",
    path: "/{id}/certificates/{attr}",
  });

  generateKey = this.makeRequest<ClientKeyAttribute, CertificateRepresentation>({
    method: "POST",
    path: "/{id}/certificates/{attr}/generate",
  });

  /** The keystore file as bytes. */
  downloadKey = this.makeUpdateRequest<ClientKeyAttribute, KeyStoreConfig, ArrayBuffer>({
    method: "POST",
    path: "/{id}/certificates/{attr}/download",
    headers: { accept: "application/octet-stream" },
  });

  generateAndDownloadKey = this.makeUpdateRequest<ClientKeyAttribute, KeyStoreConfig, ArrayBuffer>({
    method: "POST",
    path: "/{id}/certificates/{attr}/generate-and-download",
    headers: { accept: "application/octet-stream" },
  });

  /** Form fields: `keystoreFormat`, `keyAlias`, `storePassword`, `keyPassword`, `file`. */
  uploadKey = this.makeUpdateRequest<ClientKeyAttribute, FormData, CertificateRepresentation>({
    method: "POST",
    path: "/{id}/certificates/{attr}/upload",
  });

  uploadCertificate = this.makeUpdateRequest<
    ClientKeyAttribute,
    FormData,
    CertificateRepresentation
  >({
    method: "POST",
    path: "/{id}/certificates/{attr}/upload-certificate",
  });

  // Fine-grained admin permissions (v1)

  listFineGrainPermissions = this.makeRequest<{ id: string }, ManagementPermissionReference>({
    method: "GET",
    path: "/{id}/management/permissions",
  });

  updateFineGrainPermission = this.makeUpdateRequest<
    { id: string },
    ManagementPermissionReference,
    ManagementPermissionReference
  >({ method: "PUT", path: "/{id}/management/permissions" });
}
