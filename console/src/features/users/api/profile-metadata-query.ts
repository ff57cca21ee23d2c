import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The realm's user-profile metadata: which fields a new user has, with their rules. */
export function profileMetadataQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.profileMetadata(realm),
    queryFn: () => client.users.getProfileMetadata({ realm }),
    staleTime: 60_000,
  });
}
