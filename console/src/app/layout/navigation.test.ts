import type { TFunction } from "i18next";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { createAccessChecker } from "@/shared/access/access-checker";
import { Feature, type FeatureName } from "@/shared/api/features";
import { specRoutes } from "../route-spec.data";
import { routes } from "../routes";
import { buildNavigation, type Navigation, type NavigationContext } from "./navigation";

// Labels are the message keys, so the assertions read which entries exist.
const t = ((key: string) => key) as TFunction;

const everyRight = [
  "view-realm",
  "view-users",
  "view-clients",
  "view-events",
  "view-identity-providers",
  "view-authorization",
  "view-organizations",
  "query-users",
  "query-groups",
  "query-clients",
  "manage-realm",
  "manage-users",
  "manage-clients",
  "manage-identity-providers",
  "manage-authorization",
  "manage-organizations",
  "realm-admin",
];

function context(
  overrides: Partial<NavigationContext> & { rights?: string[]; features?: FeatureName[] } = {},
) {
  const { rights = everyRight, features = Object.values(Feature), ...rest } = overrides;
  return {
    // Every spec route, as the table will hold once all sections are built.
    routes: specRoutes,
    access: createAccessChecker(rights),
    isFeatureEnabled: (feature: FeatureName) => features.includes(feature),
    realm: "master",
    realmRepresentation: { organizationsEnabled: true, adminPermissionsEnabled: true },
    masterRealm: "master",
    uiPages: ["quick-theme-page"],
    hasPhaseTwoOrganizations: true,
    ...rest,
  } satisfies NavigationContext;
}

const entries = (navigation: Navigation) =>
  Object.fromEntries(
    navigation.groups.map((group) => [group.label, group.items.map((item) => item.id)]),
  );

describe("buildNavigation", () => {
  it("shows every group and entry to a full administrator with every feature on", () => {
    const navigation = buildNavigation(context(), t);
    expect(navigation.manageRealms).toEqual({
      id: "realms",
      label: "shell.nav.manageRealms",
      to: "/master/realms",
    });
    expect(entries(navigation)).toEqual({
      "shell.nav.manage": [
        "organizations",
        "clients",
        "client-scopes",
        "realm-roles",
        "users",
        "groups",
        "sessions",
        "events",
      ],
      "shell.nav.configure": [
        "realm-settings",
        "authentication",
        "permissions",
        "identity-providers",
        "user-federation",
        "workflows",
        "page-section-quick-theme-page",
      ],
      "shell.nav.extensions": ["ext-organizations", "ext-styles"],
    });
    const users = navigation.groups[0]?.items.find((item) => item.id === "users");
    expect(users?.to).toBe("/master/users");
    const groups = navigation.groups[0]?.items.find((item) => item.id === "groups");
    expect(groups?.to).toBe("/master/groups");
    const page = navigation.groups[1]?.items.at(-1);
    expect(page?.to).toBe("/master/page-section/quick-theme-page");
  });

  it("shows a user-viewing administrator only users and groups", () => {
    const navigation = buildNavigation(
      context({ realm: "acme", rights: ["view-users", "query-users", "query-groups"] }),
      t,
    );
    expect(navigation.manageRealms).toBeUndefined();
    expect(entries(navigation)).toEqual({ "shell.nav.manage": ["users", "groups"] });
  });

  it("hides the Manage and Configure groups from users without their rights", () => {
    const navigation = buildNavigation(
      context({ rights: ["view-users", "manage-organizations"] }),
      t,
    );
    expect(entries(navigation)).toEqual({});
  });

  it("shows the organization list extension to organization viewers with query-clients", () => {
    const navigation = buildNavigation(
      context({ rights: ["query-clients", "view-organizations"] }),
      t,
    );
    expect(entries(navigation)).toEqual({
      "shell.nav.manage": ["clients"],
      "shell.nav.extensions": ["ext-organizations", "ext-styles"],
    });
    const withoutOrganizations = buildNavigation(context({ rights: ["query-clients"] }), t);
    expect(entries(withoutOrganizations)["shell.nav.extensions"]).toEqual(["ext-styles"]);
  });

  it("leaves the Extensions group out on a server without Phase Two's organizations extension", () => {
    const navigation = buildNavigation(context({ hasPhaseTwoOrganizations: false }), t);
    expect(navigation.groups.map((group) => group.id)).toEqual(["manage", "configure"]);
    const organizationViewer = buildNavigation(
      context({ rights: ["query-clients", "view-organizations"], hasPhaseTwoOrganizations: false }),
      t,
    );
    expect(entries(organizationViewer)).toEqual({ "shell.nav.manage": ["clients"] });
  });

  it("shows Authentication only with view-realm, view-identity-providers and view-clients", () => {
    const ids = (rights: string[]) =>
      buildNavigation(context({ rights }), t).groups.flatMap((group) =>
        group.items.map((item) => item.id),
      );
    const pageRights = ["view-realm", "view-identity-providers", "view-clients"];
    expect(ids(pageRights)).toContain("authentication");
    for (const missing of pageRights)
      expect(ids(pageRights.filter((right) => right !== missing))).not.toContain("authentication");
  });

  it("leaves out workflows without realm-admin, the one right the server opens them with", () => {
    const ids = (rights: string[]) =>
      buildNavigation(context({ rights }), t).groups.flatMap((group) =>
        group.items.map((item) => item.id),
      );
    expect(ids(["view-realm", "manage-realm"])).not.toContain("workflows");
    expect(ids(["view-realm", "manage-realm", "realm-admin"])).toContain("workflows");
  });

  it("hides feature-dependent entries when their feature is off", () => {
    const navigation = buildNavigation(context({ features: [] }), t);
    const all = navigation.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(all).not.toContain("organizations");
    expect(all).not.toContain("permissions");
    expect(all).not.toContain("workflows");
    expect(all).not.toContain("page-section-quick-theme-page");
    expect(all).toContain("clients");
  });

  it("needs the realm's flags for organizations and permissions", () => {
    const navigation = buildNavigation(
      context({
        realmRepresentation: { organizationsEnabled: false, adminPermissionsEnabled: false },
      }),
      t,
    );
    const all = navigation.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(all).not.toContain("organizations");
    expect(all).not.toContain("permissions");
  });

  it("counts organizations as enabled only with manage-realm", () => {
    const rights = everyRight.filter((right) => right !== "manage-realm");
    const all = buildNavigation(context({ rights }), t).groups.flatMap((group) =>
      group.items.map((item) => item.id),
    );
    expect(all).not.toContain("organizations");
    expect(all).toContain("clients");
  });

  it("lists only sections whose routes are in the route table", () => {
    const table = (...names: string[]) => specRoutes.filter((route) => names.includes(route.name));
    const shellOnly = buildNavigation(context({ routes: table("home", "realms") }), t);
    expect(shellOnly.manageRealms?.to).toBe("/master/realms");
    expect(shellOnly.groups).toEqual([]);
    const withUsers = buildNavigation(context({ routes: table("home", "realms", "users") }), t);
    expect(entries(withUsers)).toEqual({ "shell.nav.manage": ["users"] });
    const withoutRealms = buildNavigation(context({ routes: table("home") }), t);
    expect(withoutRealms.manageRealms).toBeUndefined();
  });

  it("offers only entries of the real route table", () => {
    const navigation = buildNavigation(context({ routes }), t);
    // Every link must open its own route of the table: not the catch-all, not a home tab.
    const table = routes
      .filter((route) => route.path !== "*" && route.path !== "/:realm/:tab")
      .map(({ path }) => ({ path }));
    const items = navigation.groups.flatMap((group) => group.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(matchRoutes(table, item.to), item.to).not.toBeNull();
    }
  });

  it("adds one Configure entry per server-provided page, labelled by the realm's translation", () => {
    const translate = ((key: string, options?: { defaultValue?: string }) =>
      key === "reminders" ? "Reminders" : (options?.defaultValue ?? key)) as TFunction;
    const navigation = buildNavigation(
      context({ routes, uiPages: ["reminders", "audit-page"] }),
      translate,
    );
    const configure = navigation.groups.find((group) => group.id === "configure")?.items ?? [];
    expect(configure.filter((item) => item.id.startsWith("page-section-"))).toEqual([
      { id: "page-section-reminders", label: "Reminders", to: "/master/page-section/reminders" },
      { id: "page-section-audit-page", label: "audit-page", to: "/master/page-section/audit-page" },
    ]);
  });

  it("hides server-provided pages without view-realm, or with declarative UI off", () => {
    const ids = (navigation: Navigation) =>
      navigation.groups.flatMap((group) => group.items.map((item) => item.id));
    const withoutViewRealm = buildNavigation(
      context({ routes, rights: everyRight.filter((right) => right !== "view-realm") }),
      t,
    );
    expect(ids(withoutViewRealm)).not.toContain("page-section-quick-theme-page");
    expect(ids(withoutViewRealm)).toContain("users");
    const featureOff = buildNavigation(
      context({
        routes,
        features: Object.values(Feature).filter((name) => name !== Feature.DeclarativeUi),
      }),
      t,
    );
    expect(ids(featureOff)).not.toContain("page-section-quick-theme-page");
    expect(ids(buildNavigation(context({ routes }), t))).toContain("page-section-quick-theme-page");
  });
});
