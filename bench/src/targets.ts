import { adminFetch } from "@gatehouse/server/testing/admin-api";
import {
  clientId,
  groupTree,
  wideGroupChildName,
  wideGroupName,
  topLevelGroupCount,
  userName,
} from "@gatehouse/server/seed/seed-data";
import type { SeedOptions } from "@gatehouse/server/seed/seed-options";

/** The data each scenario looks for, picked from the middle of the seeded series. */
export interface Targets {
  realm: string;
  searchUser: string;
  roleMappingUser: { username: string; id: string };
  wideGroup: string;
  wideGroupFirstChild: string;
  searchGroup: string;
  searchClient: string;
}

export async function findTargets(options: SeedOptions, baseUrl: string): Promise<Targets> {
  const roleMappingUsername = userName(0, options.users);
  const [user] = (await (
    await adminFetch(
      `/${encodeURIComponent(options.realm)}/users?exact=true&username=${roleMappingUsername}`,
      {},
      baseUrl,
    )
  ).json()) as { id: string }[];
  if (user === undefined)
    throw new Error(
      `User ${roleMappingUsername} is missing from realm ${options.realm}: seed it first.`,
    );
  const middleFamily = groupTree(
    options,
    Math.floor(topLevelGroupCount(options) / 2),
    Math.floor(topLevelGroupCount(options) / 2) + 1,
  )[0];
  const searchGroup =
    middleFamily?.subGroups[Math.floor(middleFamily.subGroups.length / 2)]?.name ??
    middleFamily?.name;
  if (searchGroup === undefined) throw new Error("The data set has no groups to search for.");
  return {
    realm: options.realm,
    searchUser: userName(Math.floor(options.users / 2), options.users),
    roleMappingUser: { username: roleMappingUsername, id: user.id },
    wideGroup: wideGroupName,
    wideGroupFirstChild: wideGroupChildName(0, options),
    searchGroup,
    searchClient: clientId(Math.floor(options.clients / 2), options.clients),
  };
}
