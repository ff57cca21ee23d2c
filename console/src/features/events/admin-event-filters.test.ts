import { describe, expect, it } from "vitest";
import {
  addressOfAdminEventFilters,
  adminEventFiltersFromAddress,
  adminEventQueryOf,
  hasAdminEventFilters,
  noAdminEventFilters,
} from "./admin-event-filters";

describe("adminEventQueryOf", () => {
  it("sends nothing for no filters", () => {
    expect(adminEventQueryOf(noAdminEventFilters)).toEqual({});
  });

  it("sends the administrator's realm, client, user and address as the auth filters", () => {
    expect(
      adminEventQueryOf({
        ...noAdminEventFilters,
        resourceTypes: ["GROUP"],
        operationTypes: ["CREATE", "DELETE"],
        resourcePath: " groups/* ",
        realm: "master",
        client: "security-admin-console",
        user: "42",
        ipAddress: "10.1.2.3",
        dateFrom: "2026-11-01",
        dateTo: "2026-11-02",
      }),
    ).toEqual({
      resourceTypes: ["GROUP"],
      operationTypes: ["CREATE", "DELETE"],
      resourcePath: "groups/*",
      authRealm: "master",
      authClient: "security-admin-console",
      authUser: "42",
      authIpAddress: "10.1.2.3",
      dateFrom: "2026-11-01",
      dateTo: "2026-11-02",
    });
  });
});

describe("admin event filters in the address", () => {
  it("round-trips through the address", () => {
    const filters = {
      ...noAdminEventFilters,
      resourceTypes: ["USER", "GROUP"],
      operationTypes: ["UPDATE"],
      resourcePath: "users/*",
      dateFrom: "2026-03-01",
    };
    const address = addressOfAdminEventFilters(filters);
    const kept = Object.fromEntries(
      Object.entries(address).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(adminEventFiltersFromAddress(kept)).toEqual(filters);
    expect(hasAdminEventFilters(filters)).toBe(true);
    expect(hasAdminEventFilters(noAdminEventFilters)).toBe(false);
  });

  it("drops unknown operation types and dates that are no day from a hand-edited address", () => {
    expect(
      adminEventFiltersFromAddress({ operationTypes: "CREATE,EXPLODE", dateTo: "2026-13-01" }),
    ).toEqual({ ...noAdminEventFilters, operationTypes: ["CREATE"] });
  });
});
