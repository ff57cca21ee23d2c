import type {
  ProtocolMapperRepresentation,
  ProtocolMapperTypeRepresentation,
  ServerInfoRepresentation,
} from "@gatehouse/admin-client";

/** The mapper types the server offers for a protocol, by name. */
export function mapperTypesOf(
  serverInfo: ServerInfoRepresentation,
  protocol: string,
): ProtocolMapperTypeRepresentation[] {
  return [...(serverInfo.protocolMapperTypes?.[protocol] ?? [])].sort((a, b) =>
    (a.name ?? a.id).localeCompare(b.name ?? b.id),
  );
}

/** The server's predefined mappers of a protocol, ready to add, by name. */
export function predefinedMappersOf(
  serverInfo: ServerInfoRepresentation,
  protocol: string,
): ProtocolMapperRepresentation[] {
  return [...(serverInfo.builtinProtocolMappers?.[protocol] ?? [])].sort((a, b) =>
    (a.name ?? "").localeCompare(b.name ?? ""),
  );
}

/** One row of a mapper list: the mapper and what its type says about it. */
export interface MapperRow {
  id: string;
  name: string;
  /** The type's category ("Token mapper"); empty for a type the server does not know. */
  category: string;
  /** The type's display name, or its id when the server does not know the type. */
  typeName: string;
  /** The type's priority: mappers run from the lowest to the highest. */
  priority: number | undefined;
}

/** The rows of a mapper list: each mapper with its type's name, category and priority. */
export function mapperRows(
  mappers: readonly ProtocolMapperRepresentation[],
  types: readonly ProtocolMapperTypeRepresentation[],
): MapperRow[] {
  const byId = new Map(types.map((type) => [type.id, type]));
  return mappers.flatMap((mapper) => {
    if (mapper.id === undefined) return [];
    const type = byId.get(mapper.protocolMapper ?? "");
    return [
      {
        id: mapper.id,
        name: mapper.name ?? "",
        category: type?.category ?? "",
        typeName: type?.name ?? mapper.protocolMapper ?? "",
        priority: type?.priority,
      },
    ];
  });
}
