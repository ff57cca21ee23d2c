import { describe, expect, it } from "vitest";
import { assignedRoleRows, effectiveRoleRows, unassignChanges } from "./role-rows";

const mappings = {
  realmMappings: [{ id: "r-admin", name: "admin" }],
  clientMappings: {
    shop: { id: "c-shop", client: "shop", mappings: [{ id: "r-buyer", name: "buyer" }] },
  },
};

describe("role rows", () => {
  it("list the directly mapped realm roles before client roles, with the client", () => {
    expect(assignedRoleRows(mappings)).toEqual([
      { role: { id: "r-admin", name: "admin" }, assigned: true },
      {
        role: { id: "r-buyer", name: "buyer" },
        clientId: "shop",
        clientUniqueId: "c-shop",
        assigned: true,
      },
    ]);
  });

  it("mark effective roles that are not mapped directly as inherited", () => {
    const rows = effectiveRoleRows(mappings, {
      realm: [
        { id: "r-admin", name: "admin" },
        { id: "r-user", name: "user" },
      ],
      clients: [
        {
          clientUniqueId: "c-shop",
          clientId: "shop",
          roles: [
            { id: "r-buyer", name: "buyer" },
            { id: "r-viewer", name: "viewer" },
          ],
        },
      ],
    });
    expect(rows.map((row) => [row.clientId ?? "", row.role.name, row.assigned])).toEqual([
      ["", "admin", true],
      ["", "user", false],
      ["shop", "buyer", true],
      ["shop", "viewer", false],
    ]);
  });

  it("list nothing for a user without roles", () => {
    expect(assignedRoleRows({})).toEqual([]);
    expect(effectiveRoleRows({}, { realm: [], clients: [] })).toEqual([]);
  });

  it("unassign realm roles in one change and each client's roles in one change of its own", () => {
    expect(
      unassignChanges([
        { role: { id: "r-admin", name: "admin" }, assigned: true },
        { role: { id: "r-buyer", name: "buyer" }, clientUniqueId: "c-shop", assigned: true },
        { role: { id: "r-audit", name: "audit" }, assigned: true },
        { role: { id: "r-seller", name: "seller" }, clientUniqueId: "c-shop", assigned: true },
      ]),
    ).toEqual([
      {
        roles: [
          { id: "r-admin", name: "admin" },
          { id: "r-audit", name: "audit" },
        ],
      },
      {
        clientUniqueId: "c-shop",
        roles: [
          { id: "r-buyer", name: "buyer" },
          { id: "r-seller", name: "seller" },
        ],
      },
    ]);
  });
});
