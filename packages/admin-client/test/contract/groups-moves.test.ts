import { describe, expect, it } from "vitest";
import { useThrowawayRealm } from "./realm-fixture.js";

const fixture = useThrowawayRealm("group-moves");

describe("groups: creating children and moving groups", () => {
  it("creates a child, moves it under another parent and back to the top", async () => {
    const { groups } = fixture.client;
    const at = { realm: fixture.realm };
    const { id: europe } = await groups.create({ ...at, name: "europe" });
    const { id: asia } = await groups.create({ ...at, name: "asia" });

    const { id: sales } = await groups.createChildGroup({ ...at, id: europe }, { name: "sales" });
    await expect(groups.findOne({ ...at, id: sales })).resolves.toMatchObject({
      path: "/europe/sales",
      parentId: europe,
    });

    await groups.updateChildGroup({ ...at, id: asia }, { id: sales, name: "sales" });
    await expect(groups.findOne({ ...at, id: sales })).resolves.toMatchObject({
      path: "/asia/sales",
      parentId: asia,
    });
    await expect(groups.listSubGroups({ ...at, parentId: europe })).resolves.toEqual([]);

    await groups.updateRoot({ ...at, id: sales, name: "sales" });
    await expect(groups.findOne({ ...at, id: sales })).resolves.toMatchObject({ path: "/sales" });
    expect((await groups.find(at)).map((group) => group.name).sort()).toEqual([
      "asia",
      "europe",
      "sales",
    ]);
  });

  it("refuses a second child of the same name with the server's message", async () => {
    const { groups } = fixture.client;
    const at = { realm: fixture.realm };
    const { id: parent } = await groups.create({ ...at, name: "parent" });
    await groups.createChildGroup({ ...at, id: parent }, { name: "twin" });
    await expect(
      groups.createChildGroup({ ...at, id: parent }, { name: "twin" }),
    ).rejects.toMatchObject({ status: 409, message: "Sibling group named 'twin' already exists." });
  });
});
