import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The user-storage provider a federated user comes from, as far as the administrator may see it. */
export interface FederationProvider {
  /** The component id (the user's `federationLink`). */
  id: string;
  /** The provider's display name. */
  name: string;
  /** `ldap`, `kerberos` or a custom provider's id; known only from the component (view-realm). */
  providerId?: string;
  /** Whether the provider refuses changes such as a new password (LDAP's read-only edit mode). */
  isReadOnly?: boolean;
}

/**
 * The provider behind a user's federation link, in one request. With view-realm the component
 * itself (name, kind and edit mode, enough to link to its page); without it the server still
 * tells anyone who may query users the provider's name. `null` when the component is gone.
 */
export function federationProviderQuery(
  client: AdminClient,
  realm: string,
  id: string,
  canViewRealm: boolean,
) {
  return queryOptions({
    queryKey: usersKeys.federationProvider(realm, id, canViewRealm ? "component" : "name"),
    queryFn: async (): Promise<FederationProvider | null> => {
      if (!canViewRealm) {
        const named = await client.userStorageProvider.name({ realm, id });
        return { id, name: named.name };
      }
      const component = await client.components.findOne({ realm, id });
      if (component === undefined) return null;
      return {
        id,
        name: component.name ?? id,
        ...(component.providerId !== undefined && { providerId: component.providerId }),
        isReadOnly: component.config?.["editMode"]?.[0] === "READ_ONLY",
      };
    },
    staleTime: 60_000,
    // A provider removed meanwhile or a refusal shows the bare id; asking again would not help.
    retry: false,
  });
}
