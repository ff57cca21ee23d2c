import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import { generatePath } from "react-router";
import { openingAccess, type AppRoute } from "@/shared/access/app-route";
import { isOrganizationsEnabled, workflowsServerNeeds } from "@/shared/access/rules";
import type { AccessChecker, AccessRight } from "@/shared/access/rights";
import { Feature, type FeatureName } from "@/shared/api/features";
import { translateServerLabel } from "@/shared/lib/server-text";

/** What decides which navigation entries a user sees. */
export interface NavigationContext {
  /** The route table: entries whose route is not in it stay out of the navigation. */
  routes: readonly Pick<AppRoute, "path" | "access">[];
  access: AccessChecker;
  isFeatureEnabled: (feature: FeatureName) => boolean;
  realm: string;
  realmRepresentation: Pick<
    RealmRepresentation,
    "organizationsEnabled" | "adminPermissionsEnabled"
  >;
  masterRealm: string;
  /** Ids of the server-provided declarative UI pages. */
  uiPages: readonly string[];
  /** Whether the server runs Phase Two's organizations extension, which the Extensions group serves. */
  hasPhaseTwoOrganizations: boolean;
}

export interface NavItem {
  id: string;
  label: string;
  to: string;
}

export interface NavGroup {
  id: "manage" | "configure" | "extensions";
  label: string;
  items: NavItem[];
}

export interface Navigation {
  /** Link to the realm list; master realm only. */
  manageRealms?: NavItem;
  groups: NavGroup[];
}

interface ItemSpec {
  id: string;
  label: (t: TFunction) => string;
  /** The route the entry opens; its access decides the entry's visibility. */
  path: string;
  params?: Record<string, string>;
  /** Further conditions: features, realm flags, extra rights. */
  when?: (context: NavigationContext) => boolean;
}

interface GroupSpec {
  id: NavGroup["id"];
  label: (t: TFunction) => string;
  /** The group shows only to users with at least one of these rights. */
  shownFor?: readonly AccessRight[];
  /** Further conditions for the whole group, such as the server extension it depends on. */
  when?: (context: NavigationContext) => boolean;
  items: (context: NavigationContext) => ItemSpec[];
}

const manageItems: ItemSpec[] = [
  {
    id: "organizations",
    label: (t) => t("shell.nav.organizations"),
    path: "/:realm/organizations",
    when: ({ access, isFeatureEnabled, realmRepresentation }) =>
      isOrganizationsEnabled(isFeatureEnabled(Feature.Organization), access) &&
      realmRepresentation.organizationsEnabled === true,
  },
  { id: "clients", label: (t) => t("shell.nav.clients"), path: "/:realm/clients" },
  { id: "client-scopes", label: (t) => t("shell.nav.clientScopes"), path: "/:realm/client-scopes" },
  { id: "realm-roles", label: (t) => t("shell.nav.realmRoles"), path: "/:realm/roles" },
  { id: "users", label: (t) => t("shell.nav.users"), path: "/:realm/users" },
  { id: "groups", label: (t) => t("shell.nav.groups"), path: "/:realm/groups/*" },
  { id: "sessions", label: (t) => t("shell.nav.sessions"), path: "/:realm/sessions" },
  { id: "events", label: (t) => t("shell.nav.events"), path: "/:realm/events" },
];

const configureItems = (context: NavigationContext): ItemSpec[] => [
  {
    id: "realm-settings",
    label: (t) => t("shell.nav.realmSettings"),
    path: "/:realm/realm-settings",
  },
  {
    id: "authentication",
    label: (t) => t("shell.nav.authentication"),
    path: "/:realm/authentication",
  },
  {
    id: "permissions",
    label: (t) => t("shell.nav.permissions"),
    path: "/:realm/permissions",
    when: ({ isFeatureEnabled, realmRepresentation }) =>
      isFeatureEnabled(Feature.AdminFineGrainedAuthzV2) &&
      realmRepresentation.adminPermissionsEnabled === true,
  },
  {
    id: "identity-providers",
    label: (t) => t("shell.nav.identityProviders"),
    path: "/:realm/identity-providers",
  },
  {
    id: "user-federation",
    label: (t) => t("shell.nav.userFederation"),
    path: "/:realm/user-federation",
  },
  {
    id: "workflows",
    label: (t) => t("shell.nav.workflows"),
    path: "/:realm/workflows",
    // The page can show nothing without the right the server opens workflows with.
    when: ({ access, isFeatureEnabled }) =>
      isFeatureEnabled(Feature.Workflows) && access.hasAccess(workflowsServerNeeds),
  },
  ...context.uiPages.map((providerId): ItemSpec => ({
    id: `page-section-${providerId}`,
    // The server names its own pages: the realm's messages may translate the id.
    label: (t) => translateServerLabel(providerId, t),
    path: "/:realm?/page-section/:providerId",
    params: { providerId },
    when: ({ isFeatureEnabled }) => isFeatureEnabled(Feature.DeclarativeUi),
  })),
];

const extensionItems: ItemSpec[] = [
  {
    id: "ext-organizations",
    label: (t) => t("shell.nav.extOrganizations"),
    path: "/:realm/ext-organizations",
    when: ({ access }) => access.hasSomeAccess("view-organizations", "manage-organizations"),
  },
  { id: "ext-styles", label: (t) => t("shell.nav.extStyles"), path: "/:realm/ext-styles" },
];

const groups: GroupSpec[] = [
  {
    id: "manage",
    label: (t) => t("shell.nav.manage"),
    shownFor: ["view-realm", "query-groups", "query-users", "query-clients", "view-events"],
    items: () => manageItems,
  },
  {
    id: "configure",
    label: (t) => t("shell.nav.configure"),
    shownFor: ["view-realm", "query-clients", "view-identity-providers"],
    items: configureItems,
  },
  {
    id: "extensions",
    label: (t) => t("shell.nav.extensions"),
    // Its pages manage the extension's own API, which a server without it does not answer.
    when: ({ hasPhaseTwoOrganizations }) => hasPhaseTwoOrganizations,
    items: () => extensionItems,
  },
];

const realmsPath = "/:realm/realms";

/**
 * The side navigation for a user in a realm: groups and entries filtered by where an entry
 * belongs (the realms list only in master) and by the access of each entry's route. Entries whose route is not in the table are left
 * out, so sections appear as they are built. Empty groups are left out.
 */
export function buildNavigation(context: NavigationContext, t: TFunction): Navigation {
  const routeOf = (path: string) => context.routes.find((route) => route.path === path);
  const toItem = (spec: ItemSpec): NavItem | undefined => {
    const route = routeOf(spec.path);
    if (route === undefined || !context.access.allows(openingAccess(route))) return undefined;
    if (spec.when && !spec.when(context)) return undefined;
    const to = generatePath(spec.path.replace("/*", ""), { realm: context.realm, ...spec.params });
    return { id: spec.id, label: spec.label(t), to };
  };

  const navigation: Navigation = { groups: [] };
  if (context.realm === context.masterRealm && routeOf(realmsPath)) {
    navigation.manageRealms = {
      id: "realms",
      label: t("shell.nav.manageRealms"),
      to: generatePath(realmsPath, { realm: context.realm }),
    };
  }
  for (const group of groups) {
    if (group.shownFor && !context.access.hasSomeAccess(...group.shownFor)) continue;
    if (group.when && !group.when(context)) continue;
    const items = group.items(context).flatMap((spec) => toItem(spec) ?? []);
    if (items.length > 0) navigation.groups.push({ id: group.id, label: group.label(t), items });
  }
  return navigation;
}
