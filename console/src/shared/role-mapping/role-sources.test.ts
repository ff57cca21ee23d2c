import { describe, expect, it } from "vitest";
import { roleKey, roleSources } from "./role-sources";

describe("roleSources", () => {
  it("names the groups and composite roles each role comes from", () => {
    const sources = roleSources({
      groups: [
        { id: "g1", path: "/sales", realmRoles: ["seller"], clientRoles: { shop: ["buyer"] } },
        { id: "g2", path: "/sales/north", parentId: "g1", realmRoles: ["seller"] },
      ],
      composites: [
        {
          composite: "manager",
          contains: [
            { name: "auditor", clientRole: false },
            { name: "buyer", clientRole: true, containerId: "uuid-shop" },
          ],
        },
      ],
      clientIds: { "uuid-shop": "shop" },
    });
    expect(sources.get(roleKey("seller"))).toEqual([
      { kind: "group", path: "/sales" },
      { kind: "group", path: "/sales/north" },
    ]);
    expect(sources.get(roleKey("buyer", "shop"))).toEqual([
      { kind: "group", path: "/sales" },
      { kind: "composite", role: "manager" },
    ]);
    expect(sources.get(roleKey("auditor"))).toEqual([{ kind: "composite", role: "manager" }]);
  });

  it("lists a source once even when reached twice, and keeps realm and client roles apart", () => {
    const sources = roleSources({
      groups: [],
      composites: [
        {
          composite: "default-roles-x",
          contains: [
            { name: "view", clientRole: false },
            { name: "view", clientRole: false },
            { name: "view", clientRole: true, containerId: "unknown-client" },
          ],
        },
      ],
      clientIds: {},
    });
    expect(sources.get(roleKey("view"))).toEqual([{ kind: "composite", role: "default-roles-x" }]);
    expect(sources.get(roleKey("view", "unknown-client"))).toHaveLength(1);
  });
});
