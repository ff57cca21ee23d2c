import type { ProtocolMapperRepresentation } from "./protocol-mapper-representation.js";
import type { ResourceServerRepresentation } from "./resource-server-representation.js";

export interface ClientRepresentation {
  id?: string;
  clientId?: string;
  name?: string;
  description?: string;
  /** Client type (CLIENT_TYPES feature). */
  type?: string;
  rootUrl?: string;
  adminUrl?: string;
  baseUrl?: string;
  surrogateAuthRequired?: boolean;
  enabled?: boolean;
  alwaysDisplayInConsole?: boolean;
  clientAuthenticatorType?: string;
  secret?: string;
  registrationAccessToken?: string;
  redirectUris?: string[];
  webOrigins?: string[];
  notBefore?: number;
  bearerOnly?: boolean;
  consentRequired?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  authorizationServicesEnabled?: boolean;
  publicClient?: boolean;
  frontchannelLogout?: boolean;
  protocol?: string;
  attributes?: Record<string, string>;
  authenticationFlowBindingOverrides?: Record<string, string>;
  fullScopeAllowed?: boolean;
  nodeReRegistrationTimeout?: number;
  /** Cluster node host to the time (seconds) it registered. */
  registeredNodes?: Record<string, number>;
  protocolMappers?: ProtocolMapperRepresentation[];
  defaultClientScopes?: string[];
  optionalClientScopes?: string[];
  authorizationSettings?: ResourceServerRepresentation;
  /** What the calling administrator may do with this client (view, manage, configure). */
  access?: Record<string, boolean>;
  origin?: string;
}
