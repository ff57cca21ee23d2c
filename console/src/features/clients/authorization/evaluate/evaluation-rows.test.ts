import { describe, expect, it } from "vitest";
import { evaluationRequest, evaluationRows, filterRows } from "./evaluation-rows";

describe("evaluation rows", () => {
  const response = {
    status: "DENY" as const,
    results: [
      {
        resource: { _id: "r1", name: "Ledger" },
        status: "PERMIT" as const,
        allowedScopes: [{ name: "read" }],
        deniedScopes: [],
        policies: [
          {
            policy: { id: "p1", name: "Read the ledger" },
            status: "PERMIT" as const,
            associatedPolicies: [
              { policy: { id: "a1", name: "Accountants" }, status: "PERMIT" as const },
            ],
          },
        ],
      },
      {
        resource: { _id: "r2", name: "Vault" },
        status: "DENY" as const,
        deniedScopes: [{ name: "open" }],
      },
    ],
  };

  it("gives each resource its outcome, scopes and the votes of its permissions and policies", () => {
    const rows = evaluationRows(response);
    expect(rows.map((row) => [row.resource, row.outcome])).toEqual([
      ["Ledger", "granted"],
      ["Vault", "denied"],
    ]);
    expect(rows[0]?.grantedScopes).toEqual(["read"]);
    expect(rows[1]?.deniedScopes).toEqual(["open"]);
    expect(rows[0]?.permissions[0]?.policies).toEqual([
      { id: "a1", name: "Accountants", outcome: "granted", policies: [] },
    ]);
  });

  it("filters by outcome", () => {
    const rows = evaluationRows(response);
    expect(filterRows(rows, "denied").map((row) => row.resource)).toEqual(["Vault"]);
    expect(filterRows(rows, "all")).toHaveLength(2);
  });

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
