import type { ConfigPropertyRepresentation } from "./config-property-representation.js";

export interface AuthenticatorConfigRepresentation {
  id?: string;
  alias?: string;
  config?: Record<string, string>;
}

export interface AuthenticatorConfigInfoRepresentation {
  name?: string;
  providerId?: string;
  helpText?: string;
  properties?: ConfigPropertyRepresentation[];
}
