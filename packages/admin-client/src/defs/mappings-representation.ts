import type { RoleRepresentation } from "./role-representation.js";

/** Role mappings of one client: the client's id, its clientId and the mapped roles. */
export interface ClientMappingsRepresentation {
  id?: string;
  client?: string;
  mappings?: RoleRepresentation[];
}

/** All role mappings of a user, group or scope: realm roles and client roles by clientId. */
export interface MappingsRepresentation {
  realmMappings?: RoleRepresentation[];
  clientMappings?: Record<string, ClientMappingsRepresentation>;
}
