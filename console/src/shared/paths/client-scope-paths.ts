import type { MapperViewMode } from "./client-paths";
import { routePath } from "./route-path";

/**
 * The addresses of the client scopes list, of one client scope and of one of its protocol mappers.
 * Clients link to the client scopes they are given, so these live here.
 */
export const clientScopesPath = "/:realm/client-scopes";
export const newClientScopePath = "/:realm/client-scopes/new";
export const clientScopePath = "/:realm/client-scopes/:id/:tab";
export const clientScopeMapperPath = "/:realm/client-scopes/:id/mappers/:mapperId/:viewMode";

/** A client scope's tabs, in the order they show. */
export const clientScopeTabs = ["settings", "mappers", "scope"] as const;
export type ClientScopeTab = (typeof clientScopeTabs)[number];

export interface ClientScopesParams {
  realm: string;
}

export interface ClientScopeParams {
  realm: string;
  id: string;
  tab: ClientScopeTab;
}

export interface ClientScopeMapperParams {
  realm: string;
  /** The client scope's id. */
  id: string;
  mapperId: string;
  viewMode: MapperViewMode;
}

export const toClientScopes = ({ realm }: ClientScopesParams): string =>
  routePath(clientScopesPath, { realm });

export const toNewClientScope = ({ realm }: ClientScopesParams): string =>
  routePath(newClientScopePath, { realm });

/** Link to a client scope, on its settings tab unless another is named. */
export const toClientScope = ({
  realm,
  id,
  tab = "settings",
}: Omit<ClientScopeParams, "tab"> & { tab?: ClientScopeTab }): string =>
  routePath(clientScopePath, { realm, id, tab });

export const toClientScopeMapper = (params: ClientScopeMapperParams): string =>
  routePath(clientScopeMapperPath, { ...params });
