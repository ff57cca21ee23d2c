import type { AuthenticationFlowRepresentation } from "./authentication-flow-representation.js";
import type { AuthenticatorConfigRepresentation } from "./authenticator-config-representation.js";
import type {
  ClientPoliciesRepresentation,
  ClientProfilesRepresentation,
} from "./client-policies-representation.js";
import type { ClientRepresentation } from "./client-representation.js";
import type { ClientScopeRepresentation } from "./client-scope-representation.js";
import type { ComponentRepresentation } from "./component-representation.js";
import type { GroupRepresentation } from "./group-representation.js";
import type {
  IdentityProviderMapperRepresentation,
  IdentityProviderRepresentation,
} from "./identity-provider-representation.js";
import type { OrganizationRepresentation } from "./organization-representation.js";
import type { ProtocolMapperRepresentation } from "./protocol-mapper-representation.js";
import type { RequiredActionProviderRepresentation } from "./required-action-representation.js";
import type { RoleRepresentation } from "./role-representation.js";
import type { UserRepresentation } from "./user-representation.js";

export interface RolesRepresentation {
  realm?: RoleRepresentation[];
  /** clientId to the client's roles. */
  client?: Record<string, RoleRepresentation[]>;
}

export interface ScopeMappingRepresentation {
  self?: string;
  client?: string;
  clientScope?: string;
  roles?: string[];
}

/** Security headers the server sends on its pages. */
export interface BrowserSecurityHeaders {
  contentSecurityPolicy?: string;
  contentSecurityPolicyReportOnly?: string;
  xContentTypeOptions?: string;
  xRobotsTag?: string;
  xFrameOptions?: string;
  strictTransportSecurity?: string;
  referrerPolicy?: string;
}

export type SslRequired = "all" | "external" | "none";
export type BruteForceStrategy = "MULTIPLE" | "LINEAR";

/**
 * A realm. Reads return the settings; a full export (partial-export, realm import) also carries the
 * realm's users, clients, roles, groups, flows and components.
 */
export interface RealmRepresentation {
  id?: string;
  realm?: string;
  displayName?: string;
  displayNameHtml?: string;
  enabled?: boolean;
  notBefore?: number;
  defaultSignatureAlgorithm?: string;
  revokeRefreshToken?: boolean;
  refreshTokenMaxReuse?: number;
  accessTokenLifespan?: number;
  accessTokenLifespanForImplicitFlow?: number;
  ssoSessionIdleTimeout?: number;
  ssoSessionMaxLifespan?: number;
  ssoSessionIdleTimeoutRememberMe?: number;
  ssoSessionMaxLifespanRememberMe?: number;
  offlineSessionIdleTimeout?: number;
  offlineSessionMaxLifespanEnabled?: boolean;
  offlineSessionMaxLifespan?: number;
  clientSessionIdleTimeout?: number;
  clientSessionMaxLifespan?: number;
  clientOfflineSessionIdleTimeout?: number;
  clientOfflineSessionMaxLifespan?: number;
  accessCodeLifespan?: number;
  accessCodeLifespanUserAction?: number;
  accessCodeLifespanLogin?: number;
  actionTokenGeneratedByAdminLifespan?: number;
  actionTokenGeneratedByUserLifespan?: number;
  oauth2DeviceCodeLifespan?: number;
  oauth2DevicePollingInterval?: number;
  sslRequired?: SslRequired;
  registrationAllowed?: boolean;
  registrationEmailAsUsername?: boolean;
  rememberMe?: boolean;
  verifyEmail?: boolean;
  loginWithEmailAllowed?: boolean;
  duplicateEmailsAllowed?: boolean;
  resetPasswordAllowed?: boolean;
  editUsernameAllowed?: boolean;
  bruteForceProtected?: boolean;
  permanentLockout?: boolean;
  maxTemporaryLockouts?: number;
  bruteForceStrategy?: BruteForceStrategy;
  maxFailureWaitSeconds?: number;
  minimumQuickLoginWaitSeconds?: number;
  waitIncrementSeconds?: number;
  quickLoginCheckMilliSeconds?: number;
  maxDeltaTimeSeconds?: number;
  failureFactor?: number;
  maxSecondaryAuthFailures?: number;
  defaultRole?: RoleRepresentation;
  defaultGroups?: string[];
  requiredCredentials?: string[];
  passwordPolicy?: string;
  otpPolicyType?: string;
  otpPolicyAlgorithm?: string;
  otpPolicyInitialCounter?: number;
  otpPolicyDigits?: number;
  otpPolicyLookAheadWindow?: number;
  otpPolicyPeriod?: number;
  otpPolicyCodeReusable?: boolean;
  otpSupportedApplications?: string[];
  webAuthnPolicyRpEntityName?: string;
  webAuthnPolicySignatureAlgorithms?: string[];
  webAuthnPolicyRpId?: string;
  webAuthnPolicyAttestationConveyancePreference?: string;
  webAuthnPolicyAuthenticatorAttachment?: string;
  webAuthnPolicyRequireResidentKey?: string;
  webAuthnPolicyResidentKey?: string;
  webAuthnPolicyUserVerificationRequirement?: string;
  webAuthnPolicyCreateTimeout?: number;
  webAuthnPolicyAvoidSameAuthenticatorRegister?: boolean;
  webAuthnPolicyAcceptableAaguids?: string[];
  webAuthnPolicyExtraOrigins?: string[];
  webAuthnPolicyPasswordlessRpEntityName?: string;
  webAuthnPolicyPasswordlessSignatureAlgorithms?: string[];
  webAuthnPolicyPasswordlessRpId?: string;
  webAuthnPolicyPasswordlessAttestationConveyancePreference?: string;
  webAuthnPolicyPasswordlessAuthenticatorAttachment?: string;
  webAuthnPolicyPasswordlessRequireResidentKey?: string;
  webAuthnPolicyPasswordlessResidentKey?: string;
  webAuthnPolicyPasswordlessUserVerificationRequirement?: string;
  webAuthnPolicyPasswordlessCreateTimeout?: number;
  webAuthnPolicyPasswordlessAvoidSameAuthenticatorRegister?: boolean;
  webAuthnPolicyPasswordlessAcceptableAaguids?: string[];
  webAuthnPolicyPasswordlessExtraOrigins?: string[];
  /** Whether passkeys (discoverable credentials offered by the browser on the sign-in page) are on. */
  webAuthnPolicyPasswordlessPasskeysEnabled?: boolean;
  browserSecurityHeaders?: BrowserSecurityHeaders;
  smtpServer?: Record<string, string>;
  loginTheme?: string;
  accountTheme?: string;
  adminTheme?: string;
  emailTheme?: string;
  eventsEnabled?: boolean;
  /** Milliseconds events are kept. */
  eventsExpiration?: number;
  eventsListeners?: string[];
  enabledEventTypes?: string[];
  adminEventsEnabled?: boolean;
  adminEventsDetailsEnabled?: boolean;
  internationalizationEnabled?: boolean;
  supportedLocales?: string[];
  defaultLocale?: string;
  browserFlow?: string;
  registrationFlow?: string;
  directGrantFlow?: string;
  resetCredentialsFlow?: string;
  clientAuthenticationFlow?: string;
  dockerAuthenticationFlow?: string;
  firstBrokerLoginFlow?: string;
  attributes?: Record<string, string>;
  userManagedAccessAllowed?: boolean;
  organizationsEnabled?: boolean;
  verifiableCredentialsEnabled?: boolean;
  adminPermissionsEnabled?: boolean;
  scimApiEnabled?: boolean;
  clientProfiles?: ClientProfilesRepresentation;
  clientPolicies?: ClientPoliciesRepresentation;
  /** Locale to key to text. */
  localizationTexts?: Record<string, Record<string, string>>;
  keycloakVersion?: string;

  roles?: RolesRepresentation;
  groups?: GroupRepresentation[];
  users?: UserRepresentation[];
  federatedUsers?: UserRepresentation[];
  clients?: ClientRepresentation[];
  clientScopes?: ClientScopeRepresentation[];
  defaultDefaultClientScopes?: string[];
  defaultOptionalClientScopes?: string[];
  scopeMappings?: ScopeMappingRepresentation[];
  clientScopeMappings?: Record<string, ScopeMappingRepresentation[]>;
  identityProviders?: IdentityProviderRepresentation[];
  identityProviderMappers?: IdentityProviderMapperRepresentation[];
  protocolMappers?: ProtocolMapperRepresentation[];
  /** Provider type (Java interface name) to its components. */
  components?: Record<string, ComponentRepresentation[]>;
  authenticationFlows?: AuthenticationFlowRepresentation[];
  authenticatorConfig?: AuthenticatorConfigRepresentation[];
  requiredActions?: RequiredActionProviderRepresentation[];
  organizations?: OrganizationRepresentation[];
}

export type PartialImportPolicy = "SKIP" | "OVERWRITE" | "FAIL";

/** Body of POST /{realm}/partialImport: the pieces of a realm export to bring in. */
export interface PartialImportRealmRepresentation {
  ifResourceExists: PartialImportPolicy;
  realm?: string;
  users?: UserRepresentation[];
  clients?: ClientRepresentation[];
  groups?: GroupRepresentation[];
  identityProviders?: IdentityProviderRepresentation[];
  identityProviderMappers?: IdentityProviderMapperRepresentation[];
  roles?: RolesRepresentation;
}

export type PartialImportResourceType =
  "USER" | "CLIENT" | "IDP" | "REALM_ROLE" | "CLIENT_ROLE" | "GROUP";
export type PartialImportAction = "ADDED" | "SKIPPED" | "OVERWRITTEN";

export interface PartialImportResult {
  action?: PartialImportAction;
  resourceType?: PartialImportResourceType;
  resourceName?: string;
  id?: string;
}

export interface PartialImportResponse {
  overwritten: number;
  added: number;
  skipped: number;
  results?: PartialImportResult[];
}
