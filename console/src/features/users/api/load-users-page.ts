import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest, PageResult } from "@/shared/ui/table/table-types";
import { userSearchConditions, type UsersFilter } from "../search-state";

/**
 * One page of users with the number of all users matching the same search: two requests, whatever
 * the page size (brief representations carry every column the list shows).
 */
export async function loadUsersPage(
  client: AdminClient,
  realm: string,
  filter: UsersFilter,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<PageResult<UserRepresentation>> {
  const conditions = userSearchConditions(search, filter);
  const [rows, total] = await Promise.all([
    client.users.find({ realm, first, max, briefRepresentation: true, ...conditions }, { signal }),
    client.users.count({ realm, ...conditions }, { signal }),
  ]);
  return { rows, total };
}
