import { describe, expect, it } from "vitest";
import { fullPreset, quickPreset } from "./seed-options";
import {
  activeSessionsByClient,
  missingSessionGrants,
  seededSessionCount,
  sessionsOfClient,
  sessionUserCount,
} from "./session-plan";

const sumOfShares = (options: { sessions: number; clients: number }) =>
  Array.from({ length: options.clients }, (_, i) => sessionsOfClient(i, options)).reduce(
    (sum, n) => sum + n,
    0,
  );

describe("session plan", () => {
  it("deals 5,000 sessions over 2,000 clients: three for the first thousand, two for the rest", () => {
    expect(sessionsOfClient(0, fullPreset)).toBe(3);
    expect(sessionsOfClient(999, fullPreset)).toBe(3);
    expect(sessionsOfClient(1_000, fullPreset)).toBe(2);
    expect(sessionsOfClient(1_999, fullPreset)).toBe(2);
    expect(sessionsOfClient(2_000, fullPreset)).toBe(0);
    expect(sumOfShares(fullPreset)).toBe(5_000);
    expect(sumOfShares(quickPreset)).toBe(500);
    expect(sumOfShares({ sessions: 7, clients: 10 })).toBe(7);
    expect(sessionsOfClient(0, { sessions: 10, clients: 0 })).toBe(0);
  });

  it("asks for every session of an empty realm, the session users taking turns", () => {
    const grants = missingSessionGrants(quickPreset, new Map());
    expect(grants).toHaveLength(500);
    expect(grants.slice(0, 4)).toEqual([
      { clientIndex: 0, userIndex: 0 },
      { clientIndex: 0, userIndex: 1 },
      { clientIndex: 0, userIndex: 2 },
      { clientIndex: 1, userIndex: 3 },
    ]);
    expect(new Set(grants.map((grant) => grant.userIndex))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(grants.map((grant) => grant.clientIndex)).size).toBe(200);
  });

  it("adds only what each client lacks and leaves a client above its share alone", () => {
    const options = { sessions: 6, clients: 3, users: 100, sessionUsers: 2 };
    const active = new Map([
      ["client-1", 2],
      ["client-2", 5],
      ["security-admin-console", 1],
    ]);
    expect(missingSessionGrants(options, active)).toEqual([
      { clientIndex: 2, userIndex: 0 },
      { clientIndex: 2, userIndex: 1 },
    ]);
    // The administrator's own console session is not one of the seeded ones.
    expect(seededSessionCount(active, options)).toBe(7);
  });

  it("signs nobody in without users", () => {
    expect(sessionUserCount({ users: 0, sessionUsers: 10 })).toBe(0);
    expect(sessionUserCount({ users: 3, sessionUsers: 10 })).toBe(3);
    expect(missingSessionGrants({ ...quickPreset, users: 0 }, new Map())).toEqual([]);
  });

  it("reads the server's per-client counts, which arrive as strings", () => {
    const active = activeSessionsByClient([
      { clientId: "client-001", active: "3" },
      { clientId: "client-002", active: 2 },
      { clientId: "client-003" },
      { clientId: "client-004", active: "not a number" },
    ]);
    expect(Object.fromEntries(active)).toEqual({
      "client-001": 3,
      "client-002": 2,
      "client-003": 0,
      "client-004": 0,
    });
  });
});
