import type { QueryClient } from "@tanstack/react-query";
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

/** The roles the assign dialog offers of one kind, paged and searched by the server. */
export function assignableRolesQuery(
  client: AdminClient,
  realm: string,
  owner: RoleOwner,
  kind: AssignableKind,
): TableQuery<AssignableRole> {
  return {
    queryKey: roleMappingKeys.assignable(realm, owner, kind),
    loader: (request, signal) => loadAssignableRoles(client, realm, owner, kind, request, signal),
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
): void {
  const request = firstPageRequest(storedPageSize());
  for (const kind of ["realm", "client"] as const) {
    queryClient
      .query(tablePageQuery(assignableRolesQuery(client, realm, owner, kind), request))
      .catch(() => undefined);
  }
}
