import { describe, expect, it } from "vitest";
import {
  addressOfEventFilters,
  eventDateProblems,
  eventFiltersFromAddress,
  eventQueryOf,
  hasEventFilters,
  isEventDate,
  noEventFilters,
} from "./event-filters";

describe("eventQueryOf", () => {
  it("sends nothing for no filters", () => {
    expect(eventQueryOf(noEventFilters)).toEqual({});
  });

  it("sends every set filter under the server's parameter names, texts trimmed", () => {
    expect(
      eventQueryOf({
        user: "",
        types: ["LOGIN", "LOGIN_ERROR"],
        client: " web-shop ",
        dateFrom: "2026-01-05",
        dateTo: "2026-01-31",
        ipAddress: "10.0.0.7 ",
      }),
    ).toEqual({
      type: ["LOGIN", "LOGIN_ERROR"],
      client: "web-shop",
      dateFrom: "2026-01-05",
      dateTo: "2026-01-31",
      ipAddress: "10.0.0.7",
    });
  });

  it("leaves blank texts out", () => {
    expect(eventQueryOf({ ...noEventFilters, client: "  ", ipAddress: "" })).toEqual({});
  });
});

describe("event filters in the address", () => {
  it("round-trips through the address", () => {
    const filters = {
      user: "0b6c8e1a-7d4f-4a1e-9c2b-5f3d7e9a1b2c",
      types: ["LOGIN", "LOGOUT"],
      client: "admin-cli",
      dateFrom: "2026-03-01",
      dateTo: "2026-03-02",
      ipAddress: "::1",
    };
    const address = addressOfEventFilters(filters);
    expect(address.types).toBe("LOGIN,LOGOUT");
    const kept = Object.fromEntries(
      Object.entries(address).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(eventFiltersFromAddress(kept)).toEqual(filters);
  });

  it("writes unset filters as absent", () => {
    expect(addressOfEventFilters(noEventFilters)).toEqual({
      user: undefined,
      types: undefined,
      client: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      ipAddress: undefined,
    });
    expect(hasEventFilters(noEventFilters)).toBe(false);
    expect(hasEventFilters({ ...noEventFilters, ipAddress: "1.2.3.4" })).toBe(true);
  });

  it("ignores a hand-edited date that is no day", () => {
    expect(eventFiltersFromAddress({ dateFrom: "yesterday", dateTo: "2026-02-30" })).toEqual(
      noEventFilters,
    );
  });
});

describe("isEventDate", () => {
  it.each([
    ["2026-01-31", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-5", false],
    ["05.01.2026", false],
    ["", false],
  ])("%s → %s", (text, valid) => {
    expect(isEventDate(text)).toBe(valid);
  });
});

describe("eventDateProblems", () => {
  it("accepts open ends and ordered days, the same day included", () => {
    expect(eventDateProblems({ dateFrom: "", dateTo: "" })).toEqual({});
    expect(eventDateProblems({ dateFrom: "2026-01-01", dateTo: "" })).toEqual({});
    expect(eventDateProblems({ dateFrom: "2026-01-01", dateTo: "2026-01-01" })).toEqual({});
    expect(eventDateProblems({ dateFrom: "2026-01-01", dateTo: "2026-02-01" })).toEqual({});
  });

  it("names a text that is no day", () => {
    expect(eventDateProblems({ dateFrom: "2026-1-1", dateTo: "soon" })).toEqual({
      dateFrom: "format",
      dateTo: "format",
    });
  });

  it("puts a last day before the first on the last day", () => {
    expect(eventDateProblems({ dateFrom: "2026-02-01", dateTo: "2026-01-31" })).toEqual({
      dateTo: "beforeStart",
    });
  });
});
