import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/** The mappers of one provider; the server answers them all at once (it neither pages nor searches). */
export function mappersQuery(client: AdminClient, realm: string, alias: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.mappers(realm, alias),
    queryFn: ({ signal }) => client.identityProviders.findMappers({ realm, alias }, { signal }),
    staleTime: 10_000,
  });
}
