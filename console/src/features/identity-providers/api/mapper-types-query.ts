import type { IdentityProviderMapperTypeRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

export type MapperType = IdentityProviderMapperTypeRepresentation & { id: string };

/**
 * The mapper types the server offers for one provider (they depend on its type), sorted by name.
 * They change only with the server's version.
 */
export function mapperTypesQuery(client: AdminClient, realm: string, alias: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.mapperTypes(realm, alias),
    queryFn: async ({ signal }): Promise<MapperType[]> => {
      const types = await client.identityProviders.findMapperTypes({ realm, alias }, { signal });
      return Object.entries(types)
        .map(([id, type]) => ({ ...type, id: type.id ?? id }))
        .sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id));
    },
    staleTime: 300_000,
  });
}
