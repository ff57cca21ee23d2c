import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/** The component type of key providers. */
export const keyProviderType = "org.keycloak.keys.KeyProvider";

/**
 * The realm's key providers: the components of the key provider type directly below the realm
 * (`realmId` is the realm's id, not its name).
 */
export function keyProvidersQuery(client: AdminClient, realm: string, realmId: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.keyProviderList(realm, realmId),
    queryFn: (): Promise<ComponentRepresentation[]> =>
      client.components.find({ realm, type: keyProviderType, parent: realmId }),
    staleTime: 10_000,
  });
}
