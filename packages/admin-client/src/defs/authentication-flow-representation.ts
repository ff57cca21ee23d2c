export type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";

/** An execution as stored in a flow (the export shape). */
export interface AuthenticationExecutionExportRepresentation {
  authenticatorConfig?: string;
  authenticator?: string;
  authenticatorFlow?: boolean;
  requirement?: Requirement;
  priority?: number;
  /** The server's own spelling, kept for compatibility with old exports. */
  autheticatorFlow?: boolean;
  flowAlias?: string;
  userSetupAllowed?: boolean;
}

export interface AuthenticationFlowRepresentation {
  id?: string;
  alias?: string;
  description?: string;
  /** `basic-flow`, `form-flow` or `client-flow`. */
  providerId?: string;
  topLevel?: boolean;
  builtIn?: boolean;
  authenticationExecutions?: AuthenticationExecutionExportRepresentation[];
}

/** An execution (or sub-flow) as the flow editor lists it, flattened with its level and index. */
export interface AuthenticationExecutionInfoRepresentation {
  id?: string;
  requirement?: Requirement;
  displayName?: string;
  alias?: string;
  description?: string;
  requirementChoices?: Requirement[];
  configurable?: boolean;
  authenticationFlow?: boolean;
  providerId?: string;
  authenticationConfig?: string;
  flowId?: string;
  level?: number;
  index?: number;
  priority?: number;
}

/** An authenticator, form, form action or client authenticator the server offers. */
export interface AuthenticationProviderRepresentation {
  id?: string;
  displayName?: string;
  description?: string;
}
