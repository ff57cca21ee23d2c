import { describe, expect, it } from "vitest";
import { specRoutes } from "./route-spec.data";
import { routes } from "./routes";

/**
 * Spec routes whose section is built by a later issue. A name leaves this list when its route
 * joins the table.
 */
const pending = new Set<string>([]);

const tableByPath = new Map(routes.map((route) => [route.path, route]));

function partition<T>(items: readonly T[], keep: (item: T) => boolean): [T[], T[]] {
  return [items.filter(keep), items.filter((item) => !keep(item))];
}

describe("route table", () => {
  it("lists every path once", () => {
    expect(tableByPath.size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
  });

  it("names only spec routes as pending", () => {
    const specNames = new Set(specRoutes.map((route) => route.name));
    expect([...pending].filter((name) => !specNames.has(name))).toEqual([]);
  });

  it("contains only routes of the spec, with the spec's access rights", () => {
    const specByPath = new Map(specRoutes.map((route) => [route.path, route]));
    for (const route of routes) {
      const spec = specByPath.get(route.path);
      expect(spec, `${route.name} (${route.path}) is not a spec route`).toBeDefined();
      expect(route.access, `access of ${route.path}`).toEqual(spec?.access);
    }
  });

  it("opens a page with fewer rights than the spec's only by leaving some of them out", () => {
    for (const route of routes) {
      const { access, opensWith } = route;
      if (opensWith === undefined) continue;
      // Only lists of rights that are all needed can be compared by leaving some out.
      const specRights = access !== "anyone" && "all" in access ? access.all : [];
      const opening = opensWith !== "anyone" && "all" in opensWith ? opensWith.all : [];
      expect(opening.length, `${route.name} opens with a list of rights`).toBeGreaterThan(0);
      expect(
        opening.filter((right) => !specRights.includes(right)),
        `${route.name} opens with rights the spec does not name`,
      ).toEqual([]);
      expect(opening.length, `${route.name} opens with fewer rights`).toBeLessThan(
        specRights.length,
      );
    }
  });

  // A spec route whose section is not built yet is a to-do, not a passing case: the run counts
  // how much of the spec is left instead of reporting it as checked.
  const [built, notBuilt] = partition(specRoutes, (spec) => tableByPath.has(spec.path));

  it("leaves out only routes listed as pending", () => {
    expect(notBuilt.map((spec) => spec.name).filter((name) => !pending.has(name))).toEqual([]);
  });

  describe.each(built)("spec route $name ($path)", (spec) => {
    it("is in the table with the spec's rights", () => {
      expect(tableByPath.get(spec.path)?.access).toEqual(spec.access);
    });
  });

  describe("spec routes not built yet", () => {
    for (const spec of notBuilt) it.todo(`${spec.name} (${spec.path})`);
  });

  it("gives every route a breadcrumb except the catch-all", () => {
    const withoutBreadcrumb = routes.filter((route) => route.breadcrumb === undefined);
    expect(withoutBreadcrumb.map((route) => route.name)).toEqual(["not-found"]);
  });
});
