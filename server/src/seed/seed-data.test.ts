import { describe, expect, it } from "vitest";
import {
  clientImport,
  clients,
  groupTree,
  padded,
  realmRoles,
  richUserIndexes,
  topLevelGroupCount,
  users,
  wideGroup,
} from "./seed-data";
import { fullPreset, quickPreset, type SeedOptions } from "./seed-options";

const countGroups = (groups: { subGroups: unknown[] }[]) =>
  groups.reduce((sum, group) => sum + 1 + group.subGroups.length, 0);

describe("seed data", () => {
  it("pads numbers to the width of the series so names sort in order", () => {
    expect(padded(7, 50_000)).toBe("00007");
    expect(padded(50_000, 50_000)).toBe("50000");
    expect(padded(3, 5)).toBe("3");
  });

  it("builds exactly 10,000 top-level groups without sub-groups for the full set, with paths", () => {
    expect(topLevelGroupCount(fullPreset)).toBe(10_000);
    const tree = groupTree(fullPreset, 0, 20_000);
    expect(tree).toHaveLength(10_000);
    expect(countGroups(tree)).toBe(10_000);
    expect(tree[0]).toMatchObject({ name: "group-00001", path: "/group-00001", subGroups: [] });
    expect(tree[9_999]?.name).toBe("group-10000");
  });

  it("builds the quick set's families of a group and 99 sub-groups", () => {
    const tree = groupTree(quickPreset, 0, 100);
    expect(tree).toHaveLength(10);
    expect(tree[0]?.subGroups[98]?.name).toBe("group-01-99");
  });

  it("cuts the last family short so the total is exact", () => {
    const options: SeedOptions = { ...quickPreset, groups: 250 };
    const tree = groupTree(options, 0, 10);
    expect(tree).toHaveLength(3);
    expect(countGroups(tree)).toBe(250);
    expect(tree[2]?.subGroups).toHaveLength(49);
  });

  it("gives the quick set 10 families and one wide group of 1,000 children", () => {
    expect(countGroups(groupTree(quickPreset, 0, 100))).toBe(1_000);
    const wide = wideGroup(quickPreset);
    expect(wide.path).toBe(`/${wide.name}`);
    // Listed before the tree's groups, on the first page of the top level.
    expect(wide.name < "group-").toBe(true);
    expect(wide.subGroups[0]?.name).toBe("wide-group-0001");
    expect(wide.subGroups).toHaveLength(1_000);
    expect(new Set(wide.subGroups.map((group) => group.name)).size).toBe(1_000);
  });

  it("produces user slices without credentials, a few with many attributes", () => {
    const all = users(quickPreset, 0, quickPreset.users);
    expect(all).toHaveLength(5_000);
    expect(new Set(all.map((user) => user.username)).size).toBe(5_000);
    expect(all.some((user) => "credentials" in user)).toBe(false);
    const rich = all.filter((user) => Object.keys(user.attributes ?? {}).length > 50);
    expect(rich).toHaveLength(quickPreset.usersWithManyAttributes);
    expect(Object.keys(rich[0]?.attributes ?? {})).toHaveLength(
      quickPreset.attributesPerRichUser + 1,
    );
    expect(users(quickPreset, 4_990, 6_000).map((user) => user.username)).toHaveLength(10);
    expect(users(quickPreset, 10, 12).map((user) => user.username)).toEqual([
      "user-0011",
      "user-0012",
    ]);
  });

  it("spreads the rich users over the list and never names more than there are users", () => {
    expect([...richUserIndexes({ users: 50_000, usersWithManyAttributes: 5 })]).toEqual([
      0, 10_000, 20_000, 30_000, 40_000,
    ]);
    expect(richUserIndexes({ users: 2, usersWithManyAttributes: 5 }).size).toBe(2);
    expect(richUserIndexes({ users: 10, usersWithManyAttributes: 0 }).size).toBe(0);
  });

  it("imports each client together with its roles", () => {
    const batch = clients(quickPreset, 198, 250);
    expect(batch.map((client) => client.clientId)).toEqual(["client-199", "client-200"]);
    const body = clientImport(quickPreset, batch);
    expect(body.ifResourceExists).toBe("SKIP");
    expect(Object.keys(body.roles.client)).toEqual(["client-199", "client-200"]);
    expect(body.roles.client["client-200"]?.map((role) => role.name)).toEqual([
      "viewer",
      "editor",
      "owner",
    ]);
  });

  it("lets every client take the password grant, confidential ones with a known secret", () => {
    const [publicOne, confidential] = clients(quickPreset, 0, 2);
    expect(publicOne).toMatchObject({ clientId: "client-001", publicClient: true });
    expect(publicOne?.directAccessGrantsEnabled).toBe(true);
    expect(publicOne?.secret).toBeUndefined();
    expect(confidential).toMatchObject({
      clientId: "client-002",
      publicClient: false,
      directAccessGrantsEnabled: true,
      secret: "client-002-secret",
    });
  });

  it("names realm roles in order up to the wanted count", () => {
    const roles = realmRoles(quickPreset, 495, 600);
    expect(roles.map((role) => role.name)).toEqual([
      "role-496",
      "role-497",
      "role-498",
      "role-499",
      "role-500",
    ]);
  });
});
