import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type {
  RealmNameRepresentation,
  UiExtInfoRepresentation,
  UiRolePageQuery,
  UiRoleRepresentation,
  UiSessionPageQuery,
  UiSessionRepresentation,
} from "../defs/ui-ext.js";

/** The server's admin-console extension endpoints (`/admin/realms/{realm}/ui-ext`). */
export class UiExt extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/ui-ext" });
  }

  info = this.makeRequest<object, UiExtInfoRepresentation>({ method: "GET", path: "/info" });

  /** Realms the administrator may see whose name matches `search`. */
  findRealmNames = this.makeRequest<
    { search?: string; first?: number; max?: number },
    RealmNameRepresentation[]
  >({
    method: "GET",
    path: "/realms/names",
  });

  /**
   * Client roles of every client not yet mapped to the holder, paged and searched on the server,
   * so a picker never loads all roles of a large realm.
   */
  findAvailableClientRoles = this.makeRequest<UiRolePageQuery, UiRoleRepresentation[]>({
    method: "GET",
    path: "/available-roles/{type}/{id}",
  });

  /** The holder's effective client roles of every client, directly or through groups and composites. */
  findEffectiveClientRoles = this.makeRequest<UiRolePageQuery, UiRoleRepresentation[]>({
    method: "GET",
    path: "/effective-roles/{type}/{id}",
  });

  /**
   * The realm's regular and offline sessions, a page at a time, searched by the server: one
   * request however many clients the realm has.
   */
  findSessions = this.makeRequest<UiSessionPageQuery, UiSessionRepresentation[]>({
    method: "GET",
    path: "/sessions",
  });
}
