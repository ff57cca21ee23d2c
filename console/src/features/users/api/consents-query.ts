import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The clients the user has consented to, with the granted scopes and dates. */
export function consentsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.consents(realm, id),
    queryFn: () => client.users.listConsents({ realm, id }),
    staleTime: 10_000,
  });
}
