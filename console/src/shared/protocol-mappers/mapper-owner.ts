import type { MapperViewMode } from "@/shared/paths/client-paths";

/**
 * Whose protocol mappers a mapper list or mapper page edits: a client scope, or a client's
 * dedicated scope. Both have the same calls; the owner says which resource and where links go.
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
}
