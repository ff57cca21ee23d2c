import { describe, expect, it } from "vitest";
import { specRoutes } from "./route-spec.data";
import { routes } from "./routes";

const tableByPath = new Map(routes.map((route) => [route.path, route]));

describe("route table", () => {
  it("lists every path once", () => {
    expect(tableByPath.size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
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

  it("has a route for every spec route", () => {
    expect(
      specRoutes.filter((spec) => !tableByPath.has(spec.path)).map((spec) => spec.name),
    ).toEqual([]);
  });

  describe.each(specRoutes)("spec route $name ($path)", (spec) => {
    it("is in the table with the spec's rights", () => {
      expect(tableByPath.get(spec.path)?.access).toEqual(spec.access);
    });
  });

  it("gives every route a breadcrumb except the catch-all", () => {
    const withoutBreadcrumb = routes.filter((route) => route.breadcrumb === undefined);
    expect(withoutBreadcrumb.map((route) => route.name)).toEqual(["not-found"]);
  });
});
