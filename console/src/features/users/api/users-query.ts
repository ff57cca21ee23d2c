import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import type { UsersFilter } from "../search-state";
import { usersKeys } from "./keys";
import { loadUsersPage } from "./load-users-page";

/**
 * The users list as every user is listed (no user storage, no attribute search), paged and
 * searched by the server: the key, loader and freshness the users table reads for it.
 */
export function usersQuery(
  client: AdminClient,
  realm: string,
  filter: UsersFilter,
): TableQuery<UserRepresentation> {
  return {
    queryKey: usersKeys.list(realm, filter),
    loader: (request, signal) => loadUsersPage(client, realm, filter, request, signal),
    staleTime: 10_000,
  };
}
