import { routePath } from "./route-path";

/**
 * The addresses of the clients list and of one client. Other areas link to clients (a role
 * mapping's client roles, a session's client, an event's client), so these live here with the
 * tabs and link builders; the clients section's own pages read their parameter types from here.
 */
export const clientsPath = "/:realm/clients";
export const clientsTabPath = "/:realm/clients/:tab";
export const clientPath = "/:realm/clients/:clientId/:tab";
export const clientScopesTabPath = "/:realm/clients/:clientId/clientScopes/:tab";
export const dedicatedScopePath = "/:realm/clients/:clientId/clientScopes/dedicated/:tab?";
export const dedicatedScopeMapperPath =
  "/:realm/clients/:id/clientScopes/dedicated/mappers/:mapperId/:viewMode";
export const clientRolePath = "/:realm/clients/:clientId/roles/:id/:tab";
export const newClientRolePath = "/:realm/clients/:clientId/roles/new";

/** The clients list page's tabs. */
export const clientsTabs = ["list", "initial-access-token", "client-registration"] as const;
export type ClientsTab = (typeof clientsTabs)[number];

/** A client's tabs, in the order they show; each shows only where it applies. */
export const clientTabs = [
  "settings",
  "keys",
  "credentials",
  "roles",
  "clientScopes",
  "authorization",
  "serviceAccount",
  "sessions",
  "permissions",
  "advanced",
] as const;
export type ClientTab = (typeof clientTabs)[number];

/** The client scopes tab's own tabs: the assigned scopes, and the evaluation of all of them. */
export const clientScopesSubTabs = ["setup", "evaluate"] as const;
export type ClientScopesSubTab = (typeof clientScopesSubTabs)[number];

/** The tabs of a client's dedicated scope: its protocol mappers and its role scope mappings. */
export const dedicatedScopeTabs = ["mappers", "scope"] as const;
export type DedicatedScopeTab = (typeof dedicatedScopeTabs)[number];

/** A client role's tabs (the realm role tabs without the realm's default roles). */
export const clientRoleTabs = [
  "settings",
  "attributes",
  "associated-roles",
  "users-in-role",
  "permissions",
] as const;
export type ClientRoleTab = (typeof clientRoleTabs)[number];

/** `edit` shows an existing mapper (`mapperId` is its id); `add` creates one of a mapper type. */
export const mapperViewModes = ["edit", "add"] as const;
export type MapperViewMode = (typeof mapperViewModes)[number];

export interface ClientsParams {
  realm: string;
}

export interface ClientParams {
  realm: string;
  /** The client's internal id (not its client id). */
  clientId: string;
  tab: ClientTab;
}

export interface ClientScopesTabParams {
  realm: string;
  clientId: string;
  tab: ClientScopesSubTab;
}

export interface DedicatedScopeParams {
  realm: string;
  clientId: string;
  tab?: DedicatedScopeTab;
}

export interface DedicatedScopeMapperParams {
  realm: string;
  /** The client's internal id. */
  id: string;
  mapperId: string;
  viewMode: MapperViewMode;
}

export interface ClientRoleParams {
  realm: string;
  clientId: string;
  /** The role's id. */
  id: string;
  tab: ClientRoleTab;
}

export const toClients = ({ realm, tab }: ClientsParams & { tab?: ClientsTab }): string =>
  tab === undefined ? routePath(clientsPath, { realm }) : routePath(clientsTabPath, { realm, tab });

/** Link to a client, on its settings tab unless another is named. */
export const toClient = ({
  realm,
  clientId,
  tab = "settings",
}: Omit<ClientParams, "tab"> & { tab?: ClientTab }): string =>
  routePath(clientPath, { realm, clientId, tab });

export const toClientScopesTab = ({
  realm,
  clientId,
  tab = "setup",
}: Omit<ClientScopesTabParams, "tab"> & { tab?: ClientScopesSubTab }): string =>
  routePath(clientScopesTabPath, { realm, clientId, tab });

export const toDedicatedScope = ({ realm, clientId, tab }: DedicatedScopeParams): string =>
  routePath(dedicatedScopePath, { realm, clientId, tab });

export const toDedicatedScopeMapper = (params: DedicatedScopeMapperParams): string =>
  routePath(dedicatedScopeMapperPath, { ...params });

export const toClientRole = ({
  realm,
  clientId,
  id,
  tab = "settings",
}: Omit<ClientRoleParams, "tab"> & { tab?: ClientRoleTab }): string =>
  routePath(clientRolePath, { realm, clientId, id, tab });

export const toNewClientRole = ({ realm, clientId }: { realm: string; clientId: string }): string =>
  routePath(newClientRolePath, { realm, clientId });
