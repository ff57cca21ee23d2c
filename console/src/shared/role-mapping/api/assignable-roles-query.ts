import type { QueryClient } from "@tanstack/react-query";
import { useAccess } from "@/shared/access/access-context";
import type { AdminClient } from "@/shared/api/admin-client";
import {
  firstPageRequest,
  storedPageSize,
  tablePageQuery,
  type TableQuery,
} from "@/shared/ui/table/table-page-query";
import { roleMappingKeys } from "./keys";
import { loadAssignableRoles, type AssignableRole } from "./load-assignable-roles";
import type { RoleOwner } from "./role-owner";

export type AssignableKind = "realm" | "client";

/** Whether the server lists the realm's roles to the signed-in administrator. */
export function useCanListRealmRoles(): boolean {
  return useAccess().hasSomeAccess("view-realm", "manage-realm");
}

/**
 * The roles the assign dialog offers of one kind, paged and searched by the server;
 * `canListRealmRoles` as loadAssignableRoles takes it.
 */
export function assignableRolesQuery(
  client: AdminClient,
  realm: string,
  owner: RoleOwner,
  kind: AssignableKind,
  canListRealmRoles: boolean,
): TableQuery<AssignableRole> {
  return {
    queryKey: roleMappingKeys.assignable(realm, owner, kind),
    loader: (request, signal) =>
      loadAssignableRoles(client, realm, owner, kind, request, signal, canListRealmRoles),
    staleTime: 10_000,
  };
}

/**
 * Asks for the first page of both kinds as the dialog is being opened, so its roles do not wait
 * for its first render, and switching kinds shows the other kind without waiting.
 */
export function prefetchAssignableRoles(
  queryClient: QueryClient,
  client: AdminClient,
  realm: string,
  owner: RoleOwner,
  canListRealmRoles: boolean,
): void {
  const request = firstPageRequest(storedPageSize());
  for (const kind of ["realm", "client"] as const) {
    const query = assignableRolesQuery(client, realm, owner, kind, canListRealmRoles);
    queryClient.query(tablePageQuery(query, request)).catch(() => undefined);
  }
}
