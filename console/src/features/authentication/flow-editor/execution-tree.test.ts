import type { AuthenticationExecutionInfoRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { executionRows, placesBetween, requirementChoices, visibleRows } from "./execution-tree";

const flat: AuthenticationExecutionInfoRepresentation[] = [
  { id: "cookie", displayName: "Cookie", providerId: "auth-cookie", level: 0, index: 0 },
  {
    id: "forms",
    displayName: "copy forms",
    authenticationFlow: true,
    level: 0,
    index: 1,
  },
  { id: "password", displayName: "Username Password Form", level: 1, index: 0 },
  {
    id: "otp-flow",
    displayName: "copy conditional otp",
    authenticationFlow: true,
    level: 1,
    index: 1,
  },
  {
    id: "condition",
    displayName: "Condition - user configured",
    alias: "only-configured",
    level: 2,
    index: 0,
  },
  { id: "idp", displayName: "Identity Provider Redirector", level: 0, index: 2 },
];

describe("executionRows", () => {
  const rows = executionRows(flat, "copy");

  it("puts each execution under the sub-flow above it at a lower level", () => {
    expect(rows.map((row) => [row.id, row.level, row.parentId ?? "top"])).toEqual([
      ["cookie", 1, "top"],
      ["forms", 1, "top"],
      ["password", 2, "forms"],
      ["otp-flow", 2, "forms"],
      ["condition", 3, "otp-flow"],
      ["idp", 1, "top"],
    ]);
  });

  it("names the flow each step belongs to, for adding to and changing it", () => {
    expect(rows.map((row) => row.parentAlias)).toEqual([
      "copy",
      "copy",
      "copy forms",
      "copy forms",
      "copy conditional otp",
      "copy",
    ]);
  });

  it("numbers siblings and marks sub-flows with children", () => {
    expect(rows.map((row) => `${row.position}/${row.siblings}`)).toEqual([
      "1/3",
      "2/3",
      "1/2",
      "2/2",
      "1/1",
      "3/3",
    ]);
    expect(rows.map((row) => row.childCount)).toEqual([0, 2, 0, 1, 0, 0]);
  });

  it("names a configured step by its configuration's alias", () => {
    expect(rows.find((row) => row.id === "condition")?.name).toBe("only-configured");
    expect(rows.find((row) => row.id === "password")?.name).toBe("Username Password Form");
  });

  it("hides everything under a collapsed sub-flow, however deep", () => {
    expect(visibleRows(rows, new Set(["forms"])).map((row) => row.id)).toEqual([
      "cookie",
      "forms",
      "idp",
    ]);
    expect(visibleRows(rows, new Set(["otp-flow"])).map((row) => row.id)).toEqual([
      "cookie",
      "forms",
      "password",
      "otp-flow",
      "idp",
    ]);
  });
});

describe("form sub-flows", () => {
  it("are told apart by the form the server names as their provider", () => {
    const rows = executionRows(
      [
        {
          id: "form",
          displayName: "registration form",
          authenticationFlow: true,
          providerId: "registration-page-form",
          level: 0,
        },
        {
          id: "profile",
          displayName: "Registration User Profile Creation",
          providerId: "registration-user-creation",
          level: 1,
        },
      ],
      "registration",
    );
    expect(rows.map((row) => row.isFormFlow)).toEqual([true, false]);
    expect(rows.filter((row) => !row.isFormFlow && row.isSubFlow)).toEqual([]);
  });

  it("leaves generic sub-flows, which name no provider, generic", () => {
    expect(executionRows(flat, "copy").filter((row) => row.isFormFlow)).toEqual([]);
  });
});

describe("placesBetween", () => {
  const rows = executionRows(flat, "copy");

  it("counts places between siblings, up negative and down positive", () => {
    expect(placesBetween(rows, "idp", "cookie")).toBe(-2);
    expect(placesBetween(rows, "cookie", "forms")).toBe(1);
  });

  it("refuses moves into another flow", () => {
    expect(placesBetween(rows, "password", "cookie")).toBeUndefined();
  });
});

describe("requirementChoices", () => {
  it("offers the server's choices, or the current requirement alone", () => {
    expect(
      requirementChoices({ requirement: "REQUIRED", requirementChoices: ["REQUIRED", "DISABLED"] }),
    ).toEqual(["REQUIRED", "DISABLED"]);
    expect(requirementChoices({ requirement: "REQUIRED", requirementChoices: [] })).toEqual([
      "REQUIRED",
    ]);
  });
});
