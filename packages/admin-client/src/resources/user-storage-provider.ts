import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { SynchronizationResultRepresentation } from "../defs/synchronization-result.js";

export type SyncActionType = "triggerFullSync" | "triggerChangedUsersSync";
export type DirectionType = "fedToKeycloak" | "keycloakToFed";

export interface UserStorageNameResponse {
  id: string;
  name: string;
}

/** Operations on a user-storage provider (LDAP, Kerberos, custom) of a realm. */
export class UserStorageProvider extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/user-storage" });
  }

  name = this.makeRequest<{ id: string }, UserStorageNameResponse>({
    method: "GET",
    path: "/{id}/name",
  });

  /** Deletes the users the provider imported into the realm's database. */
  removeImportedUsers = this.makeRequest<{ id: string }, undefined>({
    method: "POST",
    path: "/{id}/remove-imported-users",
  });

  sync = this.makeRequest<
    { id: string; action?: SyncActionType },
    SynchronizationResultRepresentation
  >({
    method: "POST",
    path: "/{id}/sync",
    queryParamKeys: ["action"],
  });

  /** Turns imported users into local users without a federation link. */
  unlinkUsers = this.makeRequest<{ id: string }, undefined>({
    method: "POST",
    path: "/{id}/unlink-users",
  });

  /** Runs one mapper's synchronisation; `parentId` is the provider, `id` the mapper. */
  mappersSync = this.makeRequest<
    { id: string; parentId: string; direction?: DirectionType },
    SynchronizationResultRepresentation
  >({
    method: "POST",
    path: "/{parentId}/mappers/{id}/sync",
    queryParamKeys: ["direction"],
  });
}
