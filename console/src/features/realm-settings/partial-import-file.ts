import type {
  ClientRepresentation,
  GroupRepresentation,
  IdentityProviderMapperRepresentation,
  IdentityProviderRepresentation,
  PartialImportPolicy,
  PartialImportRealmRepresentation,
  RoleRepresentation,
  UserRepresentation,
} from "@gatehouse/admin-client";

/** The kinds of resource a partial import brings in, in the order the dialog offers them. */
export const importResourceTypes = [
  "users",
  "groups",
  "clients",
  "realmRoles",
  "clientRoles",
  "identityProviders",
] as const;
export type ImportResourceType = (typeof importResourceTypes)[number];

/** The pieces of an exported realm a partial import can take. */
export interface RealmExportFile {
  realm?: string;
  users: UserRepresentation[];
  groups: GroupRepresentation[];
  clients: ClientRepresentation[];
  realmRoles: RoleRepresentation[];
  clientRoles: Record<string, RoleRepresentation[]>;
  identityProviders: IdentityProviderRepresentation[];
  identityProviderMappers: IdentityProviderMapperRepresentation[];
}

export type RealmExportFileResult =
  | { ok: true; file: RealmExportFile }
  | { ok: false; reason: "invalid-json" | "not-a-realm" | "nothing-to-import" };

// Fields every realm export carries at least one of; an object with none of them is some other file.
const realmExportFields = [
  "realm",
  "id",
  "users",
  "groups",
  "clients",
  "roles",
  "identityProviders",
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An array of objects from the file, or nothing: a malformed entry is the server's to refuse. */
function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];
}

/**
 * Reads an exported realm (JSON) for a partial import: what it holds of the resources the import
 * takes. A file that is no JSON object, or has none of a realm export's fields, is refused.
 */
export function parseRealmExport(text: string): RealmExportFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: "invalid-json" };
  }
  if (!isRecord(parsed) || !realmExportFields.some((field) => field in parsed)) {
    return { ok: false, reason: "not-a-realm" };
  }
  const roles = isRecord(parsed["roles"]) ? parsed["roles"] : {};
  const clientRoles = isRecord(roles["client"]) ? roles["client"] : {};
  const file: RealmExportFile = {
    ...(typeof parsed["realm"] === "string" && { realm: parsed["realm"] }),
    users: listOf(parsed["users"]),
    groups: listOf(parsed["groups"]),
    clients: listOf(parsed["clients"]),
    realmRoles: listOf(roles["realm"]),
    clientRoles: Object.fromEntries(
      Object.entries(clientRoles)
        .map(([client, list]) => [client, listOf<RoleRepresentation>(list)] as const)
        .filter(([, list]) => list.length > 0),
    ),
    identityProviders: listOf(parsed["identityProviders"]),
    identityProviderMappers: listOf(parsed["identityProviderMappers"]),
  };
  if (importResourceTypes.every((type) => countOf(file, type) === 0)) {
    return { ok: false, reason: "nothing-to-import" };
  }
  return { ok: true, file };
}

/** How many resources of a kind the file holds; groups count with their sub-groups left out. */
export function countOf(file: RealmExportFile, type: ImportResourceType): number {
  if (type === "clientRoles") {
    return Object.values(file.clientRoles).reduce((sum, list) => sum + list.length, 0);
  }
  return file[type].length;
}

/** The kinds of resource the file holds at least one of. */
export const typesIn = (file: RealmExportFile): ImportResourceType[] =>
  importResourceTypes.filter((type) => countOf(file, type) > 0);

/**
 * A group and its sub-groups without their ids. The server matches existing groups by name, and
 * keeps group ids unique across all realms: an export's ids, brought into another realm of the
 * same server, would be refused as duplicates. (Users keep theirs: a user's id is the subject of
 * its tokens, which other systems may hold on to.)
 */
function withoutIds(group: GroupRepresentation): GroupRepresentation {
  const { id: _id, subGroups, ...rest } = group;
  return { ...rest, ...(subGroups !== undefined && { subGroups: subGroups.map(withoutIds) }) };
}

/**
 * The body of `POST /admin/realms/{realm}/partialImport`: the chosen kinds only, and what to do
 * with a resource that already exists. An identity provider's mappers go with the providers.
 */
export function partialImportRequest(
  file: RealmExportFile,
  chosen: readonly ImportResourceType[],
  ifResourceExists: PartialImportPolicy,
): PartialImportRealmRepresentation {
  const has = (type: ImportResourceType) => chosen.includes(type);
  const roles = {
    ...(has("realmRoles") && { realm: file.realmRoles }),
    ...(has("clientRoles") && { client: file.clientRoles }),
  };
  return {
    ifResourceExists,
    ...(file.realm !== undefined && { realm: file.realm }),
    ...(has("users") && { users: file.users }),
    ...(has("groups") && { groups: file.groups.map(withoutIds) }),
    ...(has("clients") && { clients: file.clients }),
    ...(has("identityProviders") && {
      identityProviders: file.identityProviders,
      identityProviderMappers: file.identityProviderMappers,
    }),
    ...(Object.keys(roles).length > 0 && { roles }),
  };
}
