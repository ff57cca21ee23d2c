import { describe, expect, it } from "vitest";
import { adminEvaluationRequest, askedScopes } from "./admin-evaluation-request";

describe("admin permissions evaluation request", () => {
  const values = { userId: " boss ", resourceType: "Groups", resource: "g-1", scope: "" };

  it("names the object by its id within its resource type, for every scope when none is chosen", () => {
    expect(adminEvaluationRequest(values)).toEqual({
      userId: "boss",
      resourceType: "Groups",
      resources: [{ name: "g-1", scopes: [] }],
      entitlements: false,
      context: { attributes: {} },
    });
    expect(askedScopes(values, ["view", "manage"])).toEqual(["view", "manage"]);
  });

  it("asks for the one scope chosen", () => {
    const chosen = { ...values, scope: "manage-membership" };
    expect(adminEvaluationRequest(chosen).resources).toEqual([
      { name: "g-1", scopes: [{ name: "manage-membership" }] },
    ]);
    expect(askedScopes(chosen, ["view", "manage-membership"])).toEqual(["manage-membership"]);
  });
});
