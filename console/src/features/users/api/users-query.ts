import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import type { UsersFilter } from "../search-state";
import { usersKeys } from "./keys";
import { countUsers, loadUsersPage } from "./load-users-page";

/**
 * The users list, paged, searched and counted by the server: the key, loaders and freshness the
 * users table reads. The page and the count are two requests, so the rows never wait for the total.
 * `listSearch` is the search of a list that owns its search box (a realm with user storage): every
 * page and count use it, and it is part of the key, instead of the table's own search.
 */
export function usersQuery(
  client: AdminClient,
  realm: string,
  filter: UsersFilter,
  listSearch?: string,
): TableQuery<UserRepresentation> {
  const searchOf = (search: string) => listSearch ?? search;
  return {
    queryKey:
      listSearch === undefined
        ? usersKeys.list(realm, filter)
        : [...usersKeys.list(realm, filter), { search: listSearch }],
    loader: (request, signal) =>
      loadUsersPage(
        client,
        realm,
        filter,
        { ...request, search: searchOf(request.search) },
        signal,
      ),
    count: (search, signal) => countUsers(client, realm, filter, searchOf(search), signal),
    staleTime: 10_000,
  };
}
