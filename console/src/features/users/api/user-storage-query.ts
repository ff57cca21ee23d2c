import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** Component type of user federation providers (LDAP, Kerberos, custom user storage). */
export const userStorageType = "org.keycloak.storage.UserStorageProvider";

/**
 * Whether the realm reads users from an enabled user storage provider. Such a realm may hold far
 * more users than can be listed, so the list waits for a search.
 */
export function userStorageQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.userStorage(realm),
    queryFn: async () => {
      const providers = await client.components.find({ realm, type: userStorageType });
      return providers.some((provider) => provider.config?.["enabled"]?.[0] !== "false");
    },
    staleTime: 60_000,
    // A refusal (no view-realm) or a failure means the list loads as usual, without waiting.
    retry: false,
  });
}
