import type { KeycloakAdminClient } from "../client.js";
import type { CredentialRepresentation } from "../defs/credential-representation.js";
import type { FederatedIdentityRepresentation } from "../defs/federated-identity-representation.js";
import type { GroupRepresentation } from "../defs/group-representation.js";
import type { RequiredActionAlias } from "../defs/required-action-representation.js";
import type { UserConsentRepresentation } from "../defs/user-consent-representation.js";
import type { UserProfileConfig, UserProfileMetadata } from "../defs/user-profile.js";
import type { UserQuery, UserRepresentation } from "../defs/user-representation.js";
import type { UserSessionRepresentation } from "../defs/user-session-representation.js";
import type {
  IssuedVerifiableCredentialRepresentation,
  UserVerifiableCredentialRepresentation,
} from "../defs/verifiable-credential-representation.js";
import { RoleMappingResource } from "./role-mapping-resource.js";

export type { UserQuery } from "../defs/user-representation.js";

export type UserCountQuery = Omit<
  UserQuery,
  "first" | "max" | "briefRepresentation" | "idpAlias" | "idpUserId"
>;

export interface UserGroupsQuery {
  id: string;
  first?: number;
  max?: number;
  search?: string;
  briefRepresentation?: boolean;
}

/** Answer of POST /users/{id}/impersonation: where to send the browser, and whether it is the same realm. */
export interface ImpersonationResponse {
  redirect?: string;
  sameRealm?: boolean;
}

/** Users of a realm and everything hanging off a user. */
export class Users extends RoleMappingResource {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/users" });
  }

  find = this.makeRequest<UserQuery, UserRepresentation[]>({ method: "GET" });

  create = this.makeRequest<UserRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<
    { id: string; userProfileMetadata?: boolean },
    UserRepresentation | undefined
  >({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ id: string }, UserRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });

  count = this.makeRequest<UserCountQuery, number>({ method: "GET", path: "/count" });

  /** The realm's user profile configuration. */
  getProfile = this.makeRequest<object, UserProfileConfig>({ method: "GET", path: "/profile" });

  updateProfile = this.makeRequest<UserProfileConfig, UserProfileConfig>({
    method: "PUT",
    path: "/profile",
  });

  /** How the server would render a new user's form. */
  getProfileMetadata = this.makeRequest<object, UserProfileMetadata>({
    method: "GET",
    path: "/profile/metadata",
  });

  /** Attributes the user profile does not declare (only with an unmanaged-attribute policy). */
  getUnmanagedAttributes = this.makeRequest<{ id: string }, Record<string, string[]>>({
    method: "GET",
    path: "/{id}/unmanagedAttributes",
  });

  /** E-mails the user a link to perform `actions`; `lifespan` in seconds. */
  executeActionsEmail = this.makeRequest<
    {
      id: string;
      actions?: (RequiredActionAlias | string)[];
      lifespan?: number;
      redirectUri?: string;
      clientId?: string;
    },
    undefined
  >({
    method: "PUT",
    path: "/{id}/execute-actions-email",
    payloadKey: "actions",
    queryParamKeys: ["lifespan", "redirectUri", "clientId"],
    keyTransform: { clientId: "client_id", redirectUri: "redirect_uri" },
  });

  sendVerifyEmail = this.makeRequest<
    { id: string; clientId?: string; redirectUri?: string; lifespan?: number },
    undefined
  >({
    method: "PUT",
    path: "/{id}/send-verify-email",
    queryParamKeys: ["clientId", "redirectUri", "lifespan"],
    keyTransform: { clientId: "client_id", redirectUri: "redirect_uri" },
  });

  listGroups = this.makeRequest<UserGroupsQuery, GroupRepresentation[]>({
    method: "GET",
    path: "/{id}/groups",
  });

  countGroups = this.makeRequest<{ id: string; search?: string }, { count: number }>({
    method: "GET",
    path: "/{id}/groups/count",
  });

  addToGroup = this.makeRequest<{ id: string; groupId: string }, undefined>({
    method: "PUT",
    path: "/{id}/groups/{groupId}",
  });

  delFromGroup = this.makeRequest<{ id: string; groupId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/groups/{groupId}",
  });

  listFederatedIdentities = this.makeRequest<{ id: string }, FederatedIdentityRepresentation[]>({
    method: "GET",
    path: "/{id}/federated-identity",
  });

  /** Links the user to an account at identity provider `federatedIdentityId` (its alias). */
  addToFederatedIdentity = this.makeRequest<
    { id: string; federatedIdentityId: string; federatedIdentity: FederatedIdentityRepresentation },
    undefined
  >({
    method: "POST",
    path: "/{id}/federated-identity/{federatedIdentityId}",
    payloadKey: "federatedIdentity",
  });

  delFromFederatedIdentity = this.makeRequest<
    { id: string; federatedIdentityId: string },
    undefined
  >({
    method: "DELETE",
    path: "/{id}/federated-identity/{federatedIdentityId}",
  });

  removeTotp = this.makeRequest<{ id: string }, undefined>({
    method: "PUT",
    path: "/{id}/remove-totp",
  });

  resetPassword = this.makeRequest<{ id: string; credential: CredentialRepresentation }, undefined>(
    {
      method: "PUT",
      path: "/{id}/reset-password",
      payloadKey: "credential",
    },
  );

  /** Credential types the user's storage provider manages (e.g. password for LDAP users). */
  getUserStorageCredentialTypes = this.makeRequest<{ id: string }, string[]>({
    method: "GET",
    path: "/{id}/configured-user-storage-credential-types",
  });

  getCredentials = this.makeRequest<{ id: string }, CredentialRepresentation[]>({
    method: "GET",
    path: "/{id}/credentials",
  });

  deleteCredential = this.makeRequest<{ id: string; credentialId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/credentials/{credentialId}",
  });

  /** Sets a credential's label; the body is the bare text. */
  updateCredentialLabel = this.makeUpdateRequest<
    { id: string; credentialId: string },
    string,
    undefined
  >({
    method: "PUT",
    path: "/{id}/credentials/{credentialId}/userLabel",
    headers: { "content-type": "text/plain" },
  });

  /** Moves a credential to just after `newPreviousCredentialId`. */
  moveCredentialPositionDown = this.makeRequest<
    { id: string; credentialId: string; newPreviousCredentialId: string },
    undefined
  >({
    method: "POST",
    path: "/{id}/credentials/{credentialId}/moveAfter/{newPreviousCredentialId}",
  });

  /** Moves a credential to the first position. */
  moveCredentialPositionUp = this.makeRequest<{ id: string; credentialId: string }, undefined>({
    method: "POST",
    path: "/{id}/credentials/{credentialId}/moveToFirst",
  });

  listSessions = this.makeRequest<{ id: string }, UserSessionRepresentation[]>({
    method: "GET",
    path: "/{id}/sessions",
  });

  /** Offline sessions of the user with the client whose internal id is `clientId`. */
  listOfflineSessions = this.makeRequest<
    { id: string; clientId: string },
    UserSessionRepresentation[]
  >({
    method: "GET",
    path: "/{id}/offline-sessions/{clientId}",
  });

  /** Ends every session of the user. */
  logout = this.makeRequest<{ id: string }, undefined>({
    method: "POST",
    path: "/{id}/logout",
  });

  listConsents = this.makeRequest<{ id: string }, UserConsentRepresentation[]>({
    method: "GET",
    path: "/{id}/consents",
  });

  /** Revokes the consent and offline tokens the user gave the client `clientId` (its clientId). */
  revokeConsent = this.makeRequest<{ id: string; clientId: string }, undefined>({
    method: "DELETE",
    path: "/{id}/consents/{clientId}",
  });

  /** Starts an impersonation session; the server sets its cookies on the answer. */
  impersonation = this.makeUpdateRequest<
    { id: string },
    { user: string; realm: string },
    ImpersonationResponse
  >({
    method: "POST",
    path: "/{id}/impersonation",
  });

  // Verifiable credentials (feature OID4VC_VCI, realm setting verifiableCredentialsEnabled)

  /** The verifiable credentials granted to the user. */
  listVerifiableCredentials = this.makeRequest<
    { id: string },
    UserVerifiableCredentialRepresentation[]
  >({
    method: "GET",
    path: "/{id}/vc/credentials",
  });

  /** Grants the user the credential of client scope `credentialScopeName`; answers what was stored. */
  createVerifiableCredential = this.makeUpdateRequest<
    { id: string },
    UserVerifiableCredentialRepresentation,
    UserVerifiableCredentialRepresentation
  >({
    method: "POST",
    path: "/{id}/vc/credentials",
  });

  /** Takes a fresh snapshot of the user's attributes into the credential and raises its revision. */
  updateVerifiableCredential = this.makeRequest<
    { id: string; credentialScopeName: string },
    UserVerifiableCredentialRepresentation
  >({
    method: "PUT",
    path: "/{id}/vc/credentials/{credentialScopeName}",
  });

  revokeVerifiableCredential = this.makeRequest<
    { id: string; credentialScopeName: string },
    undefined
  >({
    method: "DELETE",
    path: "/{id}/vc/credentials/{credentialScopeName}",
  });

  /** Credentials issued to the user's wallets. */
  listIssuedVerifiableCredentials = this.makeRequest<
    { id: string },
    IssuedVerifiableCredentialRepresentation[]
  >({
    method: "GET",
    path: "/{id}/vc/issued-credentials",
  });

  revokeIssuedVerifiableCredential = this.makeRequest<
    { id: string; credentialId: string },
    undefined
  >({
    method: "DELETE",
    path: "/{id}/vc/issued-credentials/{credentialId}",
  });
}
