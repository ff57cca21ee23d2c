import type { MapperOwner } from "../mapper-owner";

type OwnerRef = Pick<MapperOwner, "type" | "id">;

/**
 * Query keys of protocol mappers; every mapper query and invalidation goes through these. Keys of
 * one owner start with `owner(realm, owner)`, so a change reloads its list and its mappers.
 */
export const protocolMappersKeys = {
  owner: (realm: string, { type, id }: OwnerRef) => ["protocol-mappers", realm, type, id] as const,
  /** The owner's mappers. */
  list: (realm: string, owner: OwnerRef) =>
    [...protocolMappersKeys.owner(realm, owner), "list"] as const,
  /** One mapper of the owner. */
  mapper: (realm: string, owner: OwnerRef, mapperId: string) =>
    [...protocolMappersKeys.owner(realm, owner), "mapper", mapperId] as const,
  /** The predefined mappers of a protocol offered by the add dialog (from the server info). */
  predefined: (protocol: string) => ["protocol-mappers", "predefined", protocol] as const,
  /** The mapper types of a protocol offered by the add-by-configuration dialog. */
  types: (protocol: string) => ["protocol-mappers", "types", protocol] as const,
};
