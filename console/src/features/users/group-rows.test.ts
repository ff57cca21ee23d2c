import { describe, expect, it } from "vitest";
import { groupRows } from "./group-rows";

const direct = [
  { id: "g-b", name: "b", path: "/a/b" },
  { id: "g-x", name: "x", path: "/x" },
];

describe("groupRows", () => {
  it("lists the direct groups by path", () => {
    expect(groupRows(direct, false)).toEqual([
      { id: "g-b", name: "b", path: "/a/b", direct: true },
      { id: "g-x", name: "x", path: "/x", direct: true },
    ]);
  });

  it("adds the parent groups a membership implies, once, marked inherited", () => {
    const rows = groupRows([...direct, { id: "g-c", name: "c", path: "/a/b/c" }], true);
    expect(rows.map((row) => [row.path, row.direct])).toEqual([
      ["/a", false],
      ["/a/b", true],
      ["/a/b/c", true],
      ["/x", true],
    ]);
  });
});
