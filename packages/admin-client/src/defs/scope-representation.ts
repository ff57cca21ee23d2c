import type { PolicyRepresentation } from "./policy-representation.js";
import type { ResourceRepresentation } from "./resource-representation.js";

/** An authorization scope of a resource server. */
export interface ScopeRepresentation {
  id?: string;
  name?: string;
  displayName?: string;
  iconUri?: string;
  policies?: PolicyRepresentation[];
  resources?: ResourceRepresentation[];
}
