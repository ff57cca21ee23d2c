import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** A user's credentials in the order the server tries them. */
export function credentialsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.credentials(realm, id),
    queryFn: () => client.users.getCredentials({ realm, id }),
    staleTime: 10_000,
  });
}
