import { describe, expect, it } from "vitest";
import { evaluationRequest } from "./evaluation-request";

describe("evaluation request", () => {
  it("asks as the user with the extra roles by name, and by scope names when no resource is chosen", () => {
    const base = { clientId: "c", attributes: [{ key: " ip ", value: "10.0.0.1" }] };
    expect(
      evaluationRequest({
        ...base,
        userId: " alice ",
        roleNames: ["auditor"],
        resources: [],
        scopes: ["read"],
      }),
    ).toEqual({
      clientId: "c",
      userId: "alice",
      roleIds: ["auditor"],
      resources: [{ scopes: [{ name: "read" }] }],
      entitlements: false,
      context: { attributes: { ip: "10.0.0.1" } },
    });
    const withoutRoles = evaluationRequest({
      ...base,
      userId: "u",
      roleNames: [],
      resources: ["r1"],
      scopes: [],
    });
    expect(withoutRoles.userId).toBe("u");
    expect(withoutRoles.roleIds).toBeUndefined();
    expect(withoutRoles.resources).toEqual([{ _id: "r1", scopes: [] }]);
  });
});
