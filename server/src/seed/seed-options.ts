/** How much data the seeding script puts into its realm. */
export interface SeedOptions {
  realm: string;
  users: number;
  /** Groups in the regular tree: top-level groups of one parent plus `subGroupsPerGroup` children each. */
  groups: number;
  subGroupsPerGroup: number;
  /** Direct children of the one wide group. */
  bigGroupChildren: number;
  clients: number;
  rolesPerClient: number;
  realmRoles: number;
  /** Users that carry many attributes, spread over the user list. */
  usersWithManyAttributes: number;
  attributesPerRichUser: number;
  /** Active sessions spread over the seeded clients, one client each (direct-access grants). */
  sessions: number;
  /** Seeded users (the first ones) that get a password and sign in for those sessions. */
  sessionUsers: number;
}

export const fullPreset: SeedOptions = {
  realm: "bench",
  users: 50_000,
  // Ten thousand top-level groups: the flat shape whose top level and search must stay fast.
  groups: 10_000,
  subGroupsPerGroup: 0,
  bigGroupChildren: 1_000,
  clients: 2_000,
  rolesPerClient: 3,
  realmRoles: 5_000,
  usersWithManyAttributes: 5,
  attributesPerRichUser: 100,
  // 5,000 sessions across the 2,000 clients: two or three sessions per client.
  sessions: 5_000,
  sessionUsers: 10,
};

export const quickPreset: SeedOptions = {
  ...fullPreset,
  realm: "bench-quick",
  users: 5_000,
  // A thousand groups in ten families of a group and 99 sub-groups: sub-groups to search for.
  groups: 1_000,
  subGroupsPerGroup: 99,
  clients: 200,
  realmRoles: 500,
  sessions: 500,
  sessionUsers: 5,
};

const numericFlags = {
  "--users": "users",
  "--groups": "groups",
  "--sub-groups": "subGroupsPerGroup",
  "--big-group-children": "bigGroupChildren",
  "--clients": "clients",
  "--client-roles": "rolesPerClient",
  "--roles": "realmRoles",
  "--rich-users": "usersWithManyAttributes",
  "--rich-attributes": "attributesPerRichUser",
  "--sessions": "sessions",
  "--session-users": "sessionUsers",
} as const satisfies Record<string, Exclude<keyof SeedOptions, "realm">>;

type NumericFlag = keyof typeof numericFlags;

const isNumericFlag = (flag: string): flag is NumericFlag => Object.hasOwn(numericFlags, flag);

export const seedUsage = `Options:
  --quick                 smaller data set in realm "bench-quick" (${quickPreset.users.toLocaleString("en")} users, ${quickPreset.groups.toLocaleString("en")} groups, ${quickPreset.clients.toLocaleString("en")} clients, ${quickPreset.realmRoles.toLocaleString("en")} roles)
  --realm NAME            realm to fill (default "${fullPreset.realm}", or "${quickPreset.realm}" with --quick)
  --users N               users (default ${fullPreset.users.toLocaleString("en")})
  --groups N              groups in the tree of top-level groups with sub-groups (default ${fullPreset.groups.toLocaleString("en")})
  --sub-groups N          sub-groups of each top-level group in that tree (default ${fullPreset.subGroupsPerGroup})
  --big-group-children N  direct sub-groups of the one wide group (default ${fullPreset.bigGroupChildren.toLocaleString("en")})
  --clients N             clients (default ${fullPreset.clients.toLocaleString("en")})
  --client-roles N        roles of each client (default ${fullPreset.rolesPerClient})
  --roles N               realm roles (default ${fullPreset.realmRoles.toLocaleString("en")})
  --rich-users N          users with many attributes (default ${fullPreset.usersWithManyAttributes})
  --rich-attributes N     attributes of each of them (default ${fullPreset.attributesPerRichUser})
  --sessions N            active sessions spread over the clients (default ${fullPreset.sessions.toLocaleString("en")}, ${quickPreset.sessions.toLocaleString("en")} with --quick)
  --session-users N       users that sign in for those sessions (default ${fullPreset.sessionUsers}, ${quickPreset.sessionUsers} with --quick)`;

/**
 * Reads the command line: `--quick` picks the smaller preset, then each option overrides one
 * figure. Unknown options and values that are not whole numbers are errors, not ignored.
 */
export function parseSeedArgs(args: readonly string[]): SeedOptions {
  const options: SeedOptions = { ...(args.includes("--quick") ? quickPreset : fullPreset) };
  for (let index = 0; index < args.length; index++) {
    const flag = args[index] ?? "";
    if (flag === "--quick") continue;
    const value = args[index + 1];
    if (flag === "--realm") {
      if (value === undefined || value.startsWith("--") || value.trim() === "") {
        throw new Error("--realm needs a realm name.");
      }
      options.realm = value;
      index++;
      continue;
    }
    if (!isNumericFlag(flag)) throw new Error(`Unknown option "${flag}".\n${seedUsage}`);
    const count = Number(value);
    if (value === undefined || !/^\d+$/.test(value) || !Number.isSafeInteger(count)) {
      throw new Error(`${flag} needs a whole number, not "${value ?? ""}".`);
    }
    options[numericFlags[flag]] = count;
    index++;
  }
  return options;
}
