import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The user's links to accounts at identity providers. */
export function identityProviderLinksQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.identityProviderLinks(realm, id),
    queryFn: () => client.users.listFederatedIdentities({ realm, id }),
    staleTime: 10_000,
  });
}
