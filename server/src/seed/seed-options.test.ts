import { describe, expect, it } from "vitest";
import { fullPreset, parseSeedArgs, quickPreset } from "./seed-options";

describe("seed options", () => {
  it("defaults to the full data set in realm bench", () => {
    expect(parseSeedArgs([])).toEqual(fullPreset);
    expect(fullPreset).toMatchObject({
      realm: "bench",
      users: 50_000,
      groups: 10_000,
      bigGroupChildren: 1_000,
      clients: 2_000,
      rolesPerClient: 3,
      realmRoles: 5_000,
      sessions: 5_000,
      sessionUsers: 10,
    });
  });

  it("picks the smaller preset with --quick wherever it stands, and lets options override it", () => {
    expect(parseSeedArgs(["--users", "42", "--quick"])).toEqual({ ...quickPreset, users: 42 });
    expect(quickPreset).toMatchObject({
      realm: "bench-quick",
      users: 5_000,
      groups: 1_000,
      clients: 200,
      sessions: 500,
      sessionUsers: 5,
    });
  });

  it("reads every numeric option and the realm", () => {
    expect(
      parseSeedArgs([
        "--realm",
        "load",
        "--groups",
        "300",
        "--sub-groups",
        "2",
        "--big-group-children",
        "7",
        "--clients",
        "5",
        "--client-roles",
        "1",
        "--roles",
        "9",
        "--rich-users",
        "0",
        "--rich-attributes",
        "3",
        "--sessions",
        "12",
        "--session-users",
        "2",
      ]),
    ).toEqual({
      ...fullPreset,
      realm: "load",
      groups: 300,
      subGroupsPerGroup: 2,
      bigGroupChildren: 7,
      clients: 5,
      rolesPerClient: 1,
      realmRoles: 9,
      usersWithManyAttributes: 0,
      attributesPerRichUser: 3,
      sessions: 12,
      sessionUsers: 2,
    });
  });

  it("rejects unknown options, missing values and numbers that are not whole", () => {
    expect(() => parseSeedArgs(["--user", "5"])).toThrow(/Unknown option "--user"/);
    expect(() => parseSeedArgs(["--users"])).toThrow(/--users needs a whole number/);
    expect(() => parseSeedArgs(["--users", "1.5"])).toThrow(/not "1.5"/);
    expect(() => parseSeedArgs(["--users", "-3"])).toThrow(/whole number/);
    expect(() => parseSeedArgs(["--realm", "--quick"])).toThrow(/--realm needs a realm name/);
  });
});
