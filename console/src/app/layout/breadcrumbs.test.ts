import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { AppRoute } from "@/shared/access/app-route";
import { buildBreadcrumbs } from "./breadcrumbs";

const t = ((key: string) => key) as TFunction;
const crumb = (label: string) => () => label;

const table: Pick<AppRoute, "path" | "breadcrumb">[] = [
  { path: "/", breadcrumb: crumb("Home") },
  { path: "/:realm", breadcrumb: crumb("Home") },
  { path: "/:realm/:tab", breadcrumb: crumb("Home") },
  { path: "/:realm/realms", breadcrumb: crumb("Realms") },
  { path: "/:realm/clients", breadcrumb: crumb("Clients") },
  { path: "/:realm/clients/:clientId/:tab", breadcrumb: crumb("Client details") },
  { path: "/:realm/clients/:clientId/roles/new", breadcrumb: crumb("Create role") },
  { path: "/:realm?/page-section/:providerId", breadcrumb: crumb("Page") },
  { path: "/:realm?/page-section/:providerId/:id", breadcrumb: crumb("Details") },
  { path: "*" },
];

describe("buildBreadcrumbs", () => {
  it("shows no trail with a single entry", () => {
    expect(buildBreadcrumbs("/", table, t)).toEqual([]);
    expect(buildBreadcrumbs("/master", table, t)).toEqual([]);
    expect(buildBreadcrumbs("/master/realms", table, t)).toEqual([]);
    expect(buildBreadcrumbs("/master/clients", table, t)).toEqual([]);
  });

  it("builds one crumb per matching leading part of the address", () => {
    expect(buildBreadcrumbs("/master/clients/42/settings", table, t)).toEqual([
      { label: "Clients", to: "/master/clients" },
      { label: "Client details", to: "/master/clients/42/settings" },
    ]);
  });

  it("leaves out root, realm root (with its tabs) and the page-section root", () => {
    expect(buildBreadcrumbs("/master/page-section/themes/7", table, t)).toEqual([
      { label: "Page", to: "/master/page-section/themes" },
      { label: "Details", to: "/master/page-section/themes/7" },
    ]);
  });

  it("prefers the most specific route, as the router does", () => {
    expect(buildBreadcrumbs("/master/clients/42/roles/new", table, t)).toEqual([
      { label: "Clients", to: "/master/clients" },
      { label: "Client details", to: "/master/clients/42/roles" },
      { label: "Create role", to: "/master/clients/42/roles/new" },
    ]);
    expect(buildBreadcrumbs("/master/realms", [...table, { path: "/:realm/realms/x" }], t)).toEqual(
      [],
    );
  });

  it("drops a crumb whose label repeats an earlier one", () => {
    const repeating = [
      ...table,
      { path: "/:realm/clients/:clientId", breadcrumb: crumb("Clients") },
    ];
    expect(buildBreadcrumbs("/master/clients/42/settings", repeating, t)).toEqual([
      { label: "Clients", to: "/master/clients" },
      { label: "Client details", to: "/master/clients/42/settings" },
    ]);
  });
});
