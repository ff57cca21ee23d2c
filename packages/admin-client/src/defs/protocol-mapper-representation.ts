/** A protocol mapper of a client or a client scope. */
export interface ProtocolMapperRepresentation {
  id?: string;
  name?: string;
  protocol?: string;
  protocolMapper?: string;
  /** @deprecated Kept by the server for old exports; consent is configured on the client scope. */
  consentRequired?: boolean;
  /** @deprecated See `consentRequired`. */
  consentText?: string;
  config?: Record<string, string>;
}

/** A mapper that takes part in a token for the evaluated scope, and the scope that brings it. */
export interface ProtocolMapperEvaluationRepresentation {
  mapperId?: string;
  mapperName?: string;
  containerId?: string;
  containerName?: string;
  containerType?: string;
  protocolMapper?: string;
}
