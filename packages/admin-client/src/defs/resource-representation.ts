import type { ScopeRepresentation } from "./scope-representation.js";

export interface ResourceOwnerRepresentation {
  id?: string;
  name?: string;
}

/** A protected resource of a resource server; the server names its id `_id`. */
export interface ResourceRepresentation {
  _id?: string;
  name?: string;
  displayName?: string;
  type?: string;
  uris?: string[];
  icon_uri?: string;
  /** An owner id on input; the server answers with the owner object. */
  owner?: ResourceOwnerRepresentation | string;
  ownerManagedAccess?: boolean;
  scopes?: ScopeRepresentation[];
  attributes?: Record<string, string[]>;
}
