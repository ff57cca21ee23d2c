import type { MappingsRepresentation } from "@gatehouse/admin-client";
import type { RoleOwner } from "./role-owner";

/** Query keys of role mappings, for every owner kind; every invalidation goes through these. */
export const roleMappingKeys = {
  all: (realm: string) => ["role-mapping", realm] as const,
  owner: (realm: string, { kind, id }: RoleOwner) => ["role-mapping", realm, kind, id] as const,
  mappings: (realm: string, owner: RoleOwner) =>
    [...roleMappingKeys.owner(realm, owner), "mappings"] as const,
  sources: (realm: string, owner: RoleOwner, mappings: MappingsRepresentation | undefined) =>
    [...roleMappingKeys.owner(realm, owner), "sources", mappings] as const,
  assignable: (realm: string, owner: RoleOwner, kind: "realm" | "client") =>
    [...roleMappingKeys.owner(realm, owner), "assignable", kind] as const,
};
