/** A realm or client role. */
export interface RoleRepresentation {
  id?: string;
  name?: string;
  description?: string;
  /** @deprecated The server ignores it; kept because old exports carry it. */
  scopeParamRequired?: boolean;
  composite?: boolean;
  composites?: RoleCompositesRepresentation;
  clientRole?: boolean;
  /** Id of the realm, or of the client for a client role. */
  containerId?: string;
  attributes?: Record<string, string[]>;
}

/** The roles a composite role contains, by name (realm) and by client id (client roles). */
export interface RoleCompositesRepresentation {
  realm?: string[];
  client?: Record<string, string[]>;
}

/** The minimum a role-mapping call needs: id and name of each role. */
export interface RoleMappingPayload extends RoleRepresentation {
  id: string;
  name: string;
}
