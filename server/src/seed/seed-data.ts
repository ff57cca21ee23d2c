import type { SeedOptions } from "./seed-options";

/**
 * The representations the seeding script imports. Names are deterministic (a prefix and a
 * zero-padded number), so a second run finds what the first created and skips it.
 */

export interface UserSeed {
  username: string;
  enabled: boolean;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  attributes?: Record<string, string[]>;
}

export interface GroupSeed {
  name: string;
  /** Partial import looks top-level groups up by path; without it the server fails. */
  path?: string;
  subGroups: GroupSeed[];
}

export interface ClientSeed {
  clientId: string;
  name: string;
  enabled: boolean;
  publicClient: boolean;
  redirectUris: string[];
  /** The sessions scenario signs users in to every client with the password grant. */
  directAccessGrantsEnabled: boolean;
  /** Confidential clients only: a known secret, so the seeding can sign in through them. */
  secret?: string;
}

export interface RoleSeed {
  name: string;
  description: string;
}

export const namePrefixes = {
  user: "user-",
  group: "group-",
  bigGroup: "wide-group",
  client: "client-",
  realmRole: "role-",
} as const;

const givenNames = [
  "Ada",
  "Grace",
  "Alan",
  "Edsger",
  "Barbara",
  "Donald",
  "Frances",
  "Ken",
  "Radia",
  "Tim",
];
const familyNames = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Thompson",
  "Perlman",
  "Berners-Lee",
];
const departments = ["sales", "engineering", "support", "finance", "legal"];

/** Zero-pads `n` to the width of the largest number in the series, so names sort as numbers. */
export function padded(n: number, total: number): string {
  return String(n).padStart(Math.max(String(total).length, 1), "0");
}

/** Indexes (0-based) of the users that carry many attributes: spread evenly, the first included. */
export function richUserIndexes(
  options: Pick<SeedOptions, "users" | "usersWithManyAttributes">,
): Set<number> {
  const count = Math.min(options.usersWithManyAttributes, options.users);
  const step = count === 0 ? 0 : Math.floor(options.users / count);
  return new Set(Array.from({ length: count }, (_, k) => k * step));
}

export function userName(index: number, total: number): string {
  return `${namePrefixes.user}${padded(index + 1, total)}`;
}

/** Users `[start, end)`; no credentials, so importing them costs no password hashing. */
export function users(options: SeedOptions, start: number, end: number): UserSeed[] {
  const rich = richUserIndexes(options);
  const result: UserSeed[] = [];
  for (let index = start; index < Math.min(end, options.users); index++) {
    const username = userName(index, options.users);
    const user: UserSeed = {
      username,
      enabled: true,
      email: `${username}@bench.example`,
      emailVerified: true,
      firstName: givenNames[index % givenNames.length] ?? "",
      lastName: familyNames[Math.floor(index / givenNames.length) % familyNames.length] ?? "",
      attributes: { department: [departments[index % departments.length] ?? ""] },
    };
    if (rich.has(index)) {
      for (let a = 1; a <= options.attributesPerRichUser; a++) {
        const key = `attribute-${padded(a, options.attributesPerRichUser)}`;
        (user.attributes ??= {})[key] = [`value ${String(a)} of ${username}`];
      }
    }
    result.push(user);
  }
  return result;
}

/** How many top-level groups the regular tree needs to hold `groups` groups in all. */
export function topLevelGroupCount(
  options: Pick<SeedOptions, "groups" | "subGroupsPerGroup">,
): number {
  return Math.ceil(options.groups / (options.subGroupsPerGroup + 1));
}

export function topLevelGroupName(index: number, options: SeedOptions): string {
  return `${namePrefixes.group}${padded(index + 1, topLevelGroupCount(options))}`;
}

/**
 * Top-level groups `[start, end)` of the regular tree, each with its sub-groups. The last one is
 * cut short when `groups` is not a multiple of the family size, so the total is exact.
 */
export function groupTree(options: SeedOptions, start: number, end: number): GroupSeed[] {
  const family = options.subGroupsPerGroup + 1;
  const result: GroupSeed[] = [];
  for (let index = start; index < Math.min(end, topLevelGroupCount(options)); index++) {
    const name = topLevelGroupName(index, options);
    const children = Math.min(options.subGroupsPerGroup, options.groups - index * family - 1);
    result.push({
      name,
      path: `/${name}`,
      subGroups: Array.from({ length: children }, (_, k) => ({
        name: `${name}-${padded(k + 1, options.subGroupsPerGroup)}`,
        subGroups: [],
      })),
    });
  }
  return result;
}

/**
 * Name of the one group with many direct children. It sorts before "group-…", so both consoles
 * show it on the first page of top-level groups, where the expand scenario looks for it.
 */
export const wideGroupName = "a-wide-group";

export function wideGroupChildName(
  index: number,
  options: Pick<SeedOptions, "bigGroupChildren">,
): string {
  return `${namePrefixes.bigGroup}-${padded(index + 1, options.bigGroupChildren)}`;
}

/** The one group with many direct children (the expand scenario opens it). */
export function wideGroup(options: SeedOptions): GroupSeed {
  return {
    name: wideGroupName,
    path: `/${wideGroupName}`,
    subGroups: Array.from({ length: options.bigGroupChildren }, (_, k) => ({
      name: wideGroupChildName(k, options),
      subGroups: [],
    })),
  };
}

export function clientId(index: number, total: number): string {
  return `${namePrefixes.client}${padded(index + 1, total)}`;
}

/** A throwaway secret derived from the client id: the realm only ever holds generated data. */
export const clientSecret = (id: string) => `${id}-secret`;

export const clientRoleNames = (count: number): string[] =>
  Array.from(
    { length: count },
    (_, k) => ["viewer", "editor", "owner"][k] ?? `role-${String(k + 1)}`,
  );

export function clients(options: SeedOptions, start: number, end: number): ClientSeed[] {
  const result: ClientSeed[] = [];
  for (let index = start; index < Math.min(end, options.clients); index++) {
    const id = clientId(index, options.clients);
    const publicClient = index % 2 === 0;
    result.push({
      clientId: id,
      name: `Application ${String(index + 1)}`,
      enabled: true,
      publicClient,
      redirectUris: [`https://${id}.bench.example/*`],
      directAccessGrantsEnabled: true,
      ...(publicClient ? {} : { secret: clientSecret(id) }),
    });
  }
  return result;
}

export function realmRoleName(index: number, total: number): string {
  return `${namePrefixes.realmRole}${padded(index + 1, total)}`;
}

export function realmRoles(options: SeedOptions, start: number, end: number): RoleSeed[] {
  const result: RoleSeed[] = [];
  for (let index = start; index < Math.min(end, options.realmRoles); index++) {
    result.push({
      name: realmRoleName(index, options.realmRoles),
      description: `Benchmark realm role ${String(index + 1)}`,
    });
  }
  return result;
}

/** The body of one partial import carrying clients with their roles. */
export function clientImport(options: SeedOptions, batch: readonly ClientSeed[]) {
  const roles = clientRoleNames(options.rolesPerClient).map((name) => ({
    name,
    description: `${name} of the application`,
  }));
  return {
    ifResourceExists: "SKIP",
    clients: batch,
    roles: { client: Object.fromEntries(batch.map((client) => [client.clientId, roles])) },
  } as const;
}
