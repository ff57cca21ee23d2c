import { describe, expect, it } from "vitest";
import { isInSubtree, searchHits } from "./group-choice";

describe("searchHits", () => {
  const answer = [
    {
      id: "org",
      name: "org",
      path: "/org",
      subGroupCount: 2,
      subGroups: [
        { id: "audit", name: "audit", path: "/org/audit", subGroupCount: 0 },
        {
          id: "it",
          name: "it",
          path: "/org/it",
          subGroups: [{ id: "it-audit", name: "Audit-2", path: "/org/it/Audit-2" }],
        },
      ],
    },
  ];

  it("keeps the matching groups with their ancestors and leaves out the groups passed through", () => {
    expect(searchHits(answer, "audit")).toEqual([
      {
        id: "audit",
        name: "audit",
        path: "/org/audit",
        subGroupCount: 0,
        ancestors: [{ id: "org", name: "org", path: "/org", subGroupCount: 2 }],
      },
      {
        id: "it-audit",
        name: "Audit-2",
        path: "/org/it/Audit-2",
        ancestors: [
          { id: "org", name: "org", path: "/org", subGroupCount: 2 },
          { id: "it", name: "it", path: "/org/it" },
        ],
      },
    ]);
  });

  it("finds top-level groups and finds nothing when nothing matches", () => {
    expect(searchHits(answer, "OR").map((hit) => hit.path)).toEqual(["/org"]);
    expect(searchHits(answer, "sales")).toEqual([]);
  });
});

describe("isInSubtree", () => {
  const org = { id: "org", name: "org", path: "/org" };

  it("counts the group itself and everything below it", () => {
    expect(isInSubtree(org, org)).toBe(true);
    expect(isInSubtree({ id: "a", path: "/org/a/b" }, org)).toBe(true);
  });

  it("leaves out siblings whose name only starts the same", () => {
    expect(isInSubtree({ id: "x", path: "/organisation" }, org)).toBe(false);
    expect(isInSubtree({ id: "y", path: "/other" }, org)).toBe(false);
  });
});
