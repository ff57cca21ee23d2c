import { describe, expect, it, vi } from "vitest";
import {
  mergeRefreshed,
  refreshRecentRealms,
  rememberRealm,
  sanitizeRecentRealms,
  type RecentRealm,
} from "./recent-realms";

const acme = { name: "acme", displayName: "Acme" };
const globex = { name: "globex" };
const initech = { name: "initech", displayName: "Initech" };
const master = { name: "master", displayName: "Keycloak" };

describe("rememberRealm", () => {
  it("puts a new realm first and keeps at most three", () => {
    expect(rememberRealm([acme, globex, initech], master)).toEqual([master, acme, globex]);
  });

  it("keeps a known realm in place and updates its display name", () => {
    expect(rememberRealm([acme, master], { name: "acme", displayName: "ACME Corp" })).toEqual([
      { name: "acme", displayName: "ACME Corp" },
      master,
    ]);
    expect(rememberRealm([acme, master], master)).toEqual([acme, master]);
  });
});

describe("refreshRecentRealms", () => {
  it("drops realms that are gone and takes the server's display names", async () => {
    const lookup = (name: string) =>
      Promise.resolve(name === "globex" ? undefined : { name, displayName: `${name}!` });
    expect(await refreshRecentRealms([acme, globex, master], lookup)).toEqual([
      { name: "acme", displayName: "acme!" },
      { name: "master", displayName: "master!" },
    ]);
  });

  it("only logs a failed lookup and keeps the entry", async () => {
    const log = vi.fn();
    const failure = new Error("offline");
    const lookup = (name: string): Promise<RecentRealm | undefined> =>
      name === "acme" ? Promise.reject(failure) : Promise.resolve({ name });
    expect(await refreshRecentRealms([acme, globex], lookup, log)).toEqual([acme, globex]);
    expect(log).toHaveBeenCalledWith('Unable to look up the recent realm "acme"', failure);
  });
});

describe("mergeRefreshed", () => {
  it("keeps realms remembered while the lookups ran", () => {
    expect(
      mergeRefreshed([initech, acme, globex], [acme, globex], [{ name: "acme", displayName: "A" }]),
    ).toEqual([initech, { name: "acme", displayName: "A" }]);
  });
});

describe("sanitizeRecentRealms", () => {
  it("ignores stored values that are not realm entries", () => {
    expect(sanitizeRecentRealms("acme")).toEqual([]);
    expect(
      sanitizeRecentRealms([acme, { name: 3 }, null, { name: "x", displayName: 1 }, globex]),
    ).toEqual([acme, globex]);
  });
});
