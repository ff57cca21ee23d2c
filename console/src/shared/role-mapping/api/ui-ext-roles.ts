import type { UiRoleHolderType, UiRoleRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { readAllPages, type AllPages } from "./read-all-pages";
import type { RolePage } from "./role-owner";

/**
 * The holder's effective client roles of every client, from the console extension. The server
 * answers all of them whatever `first` and `max` say, so the read ends on the first page longer
 * than asked instead of asking for the next page forever.
 */
export function readEffectiveClientRoles(
  client: AdminClient,
  realm: string,
  type: UiRoleHolderType,
  id: string,
): Promise<AllPages<UiRoleRepresentation>> {
  return readAllPages(
    (first, max) => client.uiExt.findEffectiveClientRoles({ realm, type, id, first, max }),
    (role) => role.id,
  );
}

/** A page of client roles of every client, searched and paged by the console extension. */
export function findAvailableClientRoles(
  client: AdminClient,
  realm: string,
  type: UiRoleHolderType,
  id: string,
  { first, max, search }: RolePage,
  signal: AbortSignal,
): Promise<UiRoleRepresentation[]> {
  return client.uiExt.findAvailableClientRoles(
    { realm, type, id, first, max, ...(search !== "" && { search }) },
    { signal },
  );
}
