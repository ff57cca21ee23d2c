import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/**
 * A provider type's description, with the settings of its own (a social provider's options). It
 * does not change while the server runs.
 */
export function providerTypeQuery(client: AdminClient, realm: string, providerId: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- a type is described alike in every realm; the realm only addresses the call
  return queryOptions({
    queryKey: identityProvidersKeys.providerType(providerId),
    queryFn: ({ signal }) =>
      client.identityProviders.findFactory({ realm, providerId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
