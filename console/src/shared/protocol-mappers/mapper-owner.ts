import type { QueryKey } from "@tanstack/react-query";
import type { MapperViewMode } from "@/shared/paths/client-paths";

/**
 * Whose protocol mappers a mapper list or mapper page edits: a client scope, or a client's
 * dedicated scope. Both have the same calls; the owner says which resource and where links go.
 *
 * @example
 * const owner: MapperOwner = {
 *   type: "clientScopes", id: scope.id, protocol: scope.protocol ?? "openid-connect",
 *   canManage: access.hasAccess("manage-clients"),
 *   mapperLink: (mapperId, viewMode) => toClientScopeMapper({ realm, id: scope.id, mapperId, viewMode }),
 *   mappersLink: toClientScope({ realm, id: scope.id, tab: "mappers" }),
 *   ownerKeys: [clientScopesKeys.scope(realm, scope.id)],
 * };
 */
export interface MapperOwner {
  /** `clientScopes` for a client scope, `clients` for a client's dedicated scope. */
  type: "clientScopes" | "clients";
  /** The client scope's or client's internal id. */
  id: string;
  /** `openid-connect` or `saml`: which mapper types apply. */
  protocol: string;
  /** Whether the administrator may add, change and delete mappers (manage-clients). */
  canManage: boolean;
  /** The address of a mapper's page: `edit` an existing mapper, or `add` one of a mapper type. */
  mapperLink: (mapperId: string, viewMode: MapperViewMode) => string;
  /** The address of the owner's mapper list: the mapper page returns there after a delete or cancel. */
  mappersLink: string;
  /**
   * Query keys of the owner's own data to reload when its mappers change, since the client scope's
   * and the client's representations list their mappers too.
   */
  ownerKeys?: readonly QueryKey[];
}
