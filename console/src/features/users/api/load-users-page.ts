import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { userSearchConditions, type UsersFilter } from "../search-state";

/**
 * One page of users (brief representations carry every column the list shows). The number of all
 * matching users is a request of its own, {@link countUsers}, so the rows never wait for it.
 */
export function loadUsersPage(
  client: AdminClient,
  realm: string,
  filter: UsersFilter,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<UserRepresentation[]> {
  const conditions = userSearchConditions(search, filter);
  return client.users.find(
    { realm, first, max, briefRepresentation: true, ...conditions },
    { signal },
  );
}

/** How many users match the same search as {@link loadUsersPage}. */
export function countUsers(
  client: AdminClient,
  realm: string,
  filter: UsersFilter,
  search: string,
  signal: AbortSignal,
): Promise<number> {
  return client.users.count({ realm, ...userSearchConditions(search, filter) }, { signal });
}
