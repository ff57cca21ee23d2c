import type { RoleRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { expandComposites } from "./expand-composites";

/** A role tree: each composite role's id maps to what it contains. */
function server(tree: Record<string, RoleRepresentation[]>) {
  const reads: string[] = [];
  return {
    reads,
    compositesOf: (id: string) => {
      reads.push(id);
      return Promise.resolve(tree[id] ?? []);
    },
  };
}

const role = (id: string, composite = false): RoleRepresentation => ({ id, name: id, composite });

describe("expandComposites", () => {
  it("follows nested composites level by level and lists each role once", async () => {
    const { reads, compositesOf } = server({
      boss: [role("auditor", true), role("buyer")],
      auditor: [role("inner"), role("buyer")],
    });
    const expansion = await expandComposites(compositesOf, [role("boss", true)]);
    expect(expansion.roles.map((found) => found.id)).toEqual(["auditor", "buyer", "inner"]);
    expect(expansion.complete).toBe(true);
    expect(reads).toEqual(["boss", "auditor"]);
  });

  it("reads a cycle once", async () => {
    const { reads, compositesOf } = server({ a: [role("b", true)], b: [role("a", true)] });
    const expansion = await expandComposites(compositesOf, [role("a", true)]);
    expect(expansion.roles.map((found) => found.id)).toEqual(["b"]);
    expect(reads).toEqual(["a", "b"]);
  });

  it("stops at the depth and read bounds and says the expansion is cut", async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        `r${String(index)}`,
        [role(`r${String(index + 1)}`, true)],
      ]),
    );
    const deep = server(chain);
    const byDepth = await expandComposites(deep.compositesOf, [role("r0", true)], { maxDepth: 3 });
    expect(deep.reads).toEqual(["r0", "r1", "r2"]);
    expect(byDepth.complete).toBe(false);

    const wide = server({});
    const roots = Array.from({ length: 8 }, (_, index) => role(`w${String(index)}`, true));
    const byReads = await expandComposites(wide.compositesOf, roots, { maxReads: 5 });
    expect(wide.reads).toHaveLength(5);
    expect(byReads.complete).toBe(false);
  });
});
