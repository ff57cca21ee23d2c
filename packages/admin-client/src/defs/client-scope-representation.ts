import type { ProtocolMapperRepresentation } from "./protocol-mapper-representation.js";

export interface ClientScopeRepresentation {
  id?: string;
  name?: string;
  description?: string;
  protocol?: string;
  attributes?: Record<string, string>;
  protocolMappers?: ProtocolMapperRepresentation[];
}
