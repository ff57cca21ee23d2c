import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/**
 * The credential types (e.g. `password`) that the user's federation provider keeps for the user,
 * outside the realm's database. Empty for a user without a federation link.
 */
export function storageCredentialTypesQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.storageCredentialTypes(realm, id),
    queryFn: () => client.users.getUserStorageCredentialTypes({ realm, id }),
    staleTime: 10_000,
  });
}
