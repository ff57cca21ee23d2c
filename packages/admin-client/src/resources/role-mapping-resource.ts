import { Resource } from "../core/resource.js";
import type { MappingsRepresentation } from "../defs/mappings-representation.js";
import type { RoleMappingPayload, RoleRepresentation } from "../defs/role-representation.js";

interface Holder {
  id: string;
}

interface ClientHolder extends Holder {
  /** Internal id of the client whose roles are mapped. */
  clientUniqueId: string;
}

/**
 * The role-mapping calls users and groups share (`{base}/{id}/role-mappings/…`): realm roles and
 * client roles, each mapped, available and effective (composite).
 */
export class RoleMappingResource extends Resource<{ realm?: string }> {
  listRoleMappings = this.makeRequest<Holder, MappingsRepresentation>({
    method: "GET",
    path: "/{id}/role-mappings",
  });

  listRealmRoleMappings = this.makeRequest<Holder, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/role-mappings/realm",
  });

  addRealmRoleMappings = this.makeRequest<Holder & { roles: RoleMappingPayload[] }, undefined>({
    method: "POST",
    path: "/{id}/role-mappings/realm",
    payloadKey: "roles",
  });

  delRealmRoleMappings = this.makeRequest<Holder & { roles: RoleMappingPayload[] }, undefined>({
    method: "DELETE",
    path: "/{id}/role-mappings/realm",
    payloadKey: "roles",
  });

  listAvailableRealmRoleMappings = this.makeRequest<Holder, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/role-mappings/realm/available",
  });

  /** Effective realm roles, composites expanded. */
  listCompositeRealmRoleMappings = this.makeRequest<
    Holder & { briefRepresentation?: boolean },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/role-mappings/realm/composite",
  });

  listClientRoleMappings = this.makeRequest<ClientHolder, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/role-mappings/clients/{clientUniqueId}",
  });

  addClientRoleMappings = this.makeRequest<
    ClientHolder & { roles: RoleMappingPayload[] },
    undefined
  >({
    method: "POST",
    path: "/{id}/role-mappings/clients/{clientUniqueId}",
    payloadKey: "roles",
  });

  delClientRoleMappings = this.makeRequest<
    ClientHolder & { roles: RoleMappingPayload[] },
    undefined
  >({
    method: "DELETE",
    path: "/{id}/role-mappings/clients/{clientUniqueId}",
    payloadKey: "roles",
  });

  listAvailableClientRoleMappings = this.makeRequest<ClientHolder, RoleRepresentation[]>({
    method: "GET",
    path: "/{id}/role-mappings/clients/{clientUniqueId}/available",
  });

  /** Effective roles of the client, composites expanded. */
  listCompositeClientRoleMappings = this.makeRequest<
    ClientHolder & { briefRepresentation?: boolean },
    RoleRepresentation[]
  >({
    method: "GET",
    path: "/{id}/role-mappings/clients/{clientUniqueId}/composite",
  });
}
