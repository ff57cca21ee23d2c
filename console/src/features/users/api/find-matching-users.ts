import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { userSearchConditions, type UsersFilter } from "../search-state";

const batchSize = 500;

/** Every user matching a search, read in pages of 500, for a bulk action on "all matching". */
export async function findMatchingUsers(
  client: AdminClient,
  realm: string,
  search: string,
  filter: UsersFilter,
): Promise<UserRepresentation[]> {
  const conditions = userSearchConditions(search, filter);
  const users: UserRepresentation[] = [];
  for (let first = 0; ; first += batchSize) {
    const batch = await client.users.find({
      realm,
      first,
      max: batchSize,
      briefRepresentation: true,
      ...conditions,
    });
    users.push(...batch);
    if (batch.length < batchSize) return users;
  }
}
