import { describe, expect, it } from "vitest";
import { evaluationRows, filterRows, scopeRows } from "./evaluation-rows";

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

  describe("per scope", () => {
    const permit = "PERMIT" as const;
    const deny = "DENY" as const;
    const granted = {
      status: permit,
      results: [
        {
          resource: { _id: "r", name: "team with scopes [manage-membership]" },
          status: permit,
          allowedScopes: [{ name: "manage-membership" }],
          deniedScopes: [{ name: "view" }, { name: "manage" }],
          policies: [
            {
              policy: { id: "p1", name: "Team members", scopes: ["manage-membership"] },
              status: permit,
              scopes: ["manage-membership"],
              associatedPolicies: [{ policy: { id: "u1", name: "Only boss" }, status: permit }],
            },
            {
              policy: { id: "p2", name: "No one views groups", scopes: ["view"] },
              status: deny,
              associatedPolicies: [{ policy: { id: "u2", name: "Not boss" }, status: deny }],
            },
          ],
        },
      ],
    };

    it("gives each scope its decision and the permissions and policies that voted on it", () => {
      const rows = scopeRows(granted, ["view", "manage-membership"]);
      expect(rows.map((row) => [row.scope, row.outcome])).toEqual([
        ["view", "denied"],
        ["manage-membership", "granted"],
        ["manage", "denied"],
      ]);
      expect(rows[1]?.permissions).toEqual([
        {
          id: "p1",
          name: "Team members",
          outcome: "granted",
          policies: [{ id: "u1", name: "Only boss", outcome: "granted", policies: [] }],
        },
      ]);
      // The vote names no scopes of its own: the permission's are read instead.
      expect(rows[0]?.permissions.map((vote) => [vote.name, vote.outcome])).toEqual([
        ["No one views groups", "denied"],
      ]);
      expect(rows[2]?.permissions).toEqual([]);
    });

    it("denies every scope asked for when no permission applies to the object", () => {
      const rows = scopeRows({ status: deny, results: [] }, ["manage-membership", "view"]);
      expect(rows).toEqual([
        {
          key: "manage-membership",
          scope: "manage-membership",
          outcome: "denied",
          permissions: [],
        },
        { key: "view", scope: "view", outcome: "denied", permissions: [] },
      ]);
    });

    it("filters scopes by outcome", () => {
      const rows = scopeRows(granted, []);
      expect(filterRows(rows, "granted").map((row) => row.scope)).toEqual(["manage-membership"]);
    });
  });
});
