import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/**
 * One client's adapter configuration in one of the formats the server offers, as text: the JSON
 * formats come back parsed and are indented again, the others (XML, properties, commands) as they are.
 */
export function adapterConfigQuery(
  client: AdminClient,
  realm: string,
  id: string,
  providerId: string,
) {
  return queryOptions({
    queryKey: clientsKeys.adapterConfig(realm, id, providerId),
    queryFn: async ({ signal }) => {
      const output = await client.clients.getInstallationProviders(
        { realm, id, providerId },
        { signal },
      );
      return typeof output === "string" ? output : JSON.stringify(output, null, 2);
    },
    staleTime: 10_000,
  });
}
