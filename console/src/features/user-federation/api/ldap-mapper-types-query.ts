import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { ldapMapperComponentType } from "./ldap-mapper-type";
import { userFederationKeys } from "./keys";

/**
 * The mapper types the server offers below one LDAP provider, with their settings, sorted by id
 * (the server names them only by id). They change only with the server's version.
 */
export function ldapMapperTypesQuery(client: AdminClient, realm: string, providerId: string) {
  return queryOptions({
    queryKey: userFederationKeys.mapperTypes(realm, providerId),
    queryFn: async ({ signal }): Promise<ComponentTypeRepresentation[]> => {
      const types = await client.components.listSubComponents(
        { realm, id: providerId, type: ldapMapperComponentType },
        { signal },
      );
      return [...types].sort((a, b) => a.id.localeCompare(b.id));
    },
    staleTime: 300_000,
  });
}
