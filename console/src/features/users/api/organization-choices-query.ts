import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** Organizations matching a search, for the join picker (one more than shown, to tell "more"). */
export function organizationChoicesQuery(
  client: AdminClient,
  realm: string,
  search: string,
  max: number,
) {
  return queryOptions({
    queryKey: usersKeys.organizationChoices(realm, search, max),
    queryFn: () =>
      client.organizations.find({ realm, search, first: 0, max, briefRepresentation: true }),
    staleTime: 10_000,
  });
}
