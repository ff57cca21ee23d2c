import type { AuthenticationProviderRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** One way a confidential client can prove who it is, as the server offers it. */
export interface ClientAuthenticator {
  id: string;
  displayName: string;
  /** Whether this authenticator works with the client's secret (so the secret is shown). */
  supportsSecret: boolean;
}

/**
 * The client authenticators the server offers, with their display names. Server info lists only
 * their ids; this list also says which of them use the client secret.
 */
export function clientAuthenticatorsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientsKeys.clientAuthenticators(realm),
    queryFn: async (): Promise<ClientAuthenticator[]> => {
      // The server adds whether each one uses the secret, which the shared type leaves out.
      const providers = (await client.authenticationManagement.getClientAuthenticatorProviders({
        realm,
      })) as (AuthenticationProviderRepresentation & { supportsSecret?: boolean })[];
      return providers.flatMap(({ id, displayName, supportsSecret }) =>
        id === undefined
          ? []
          : [{ id, displayName: displayName ?? id, supportsSecret: supportsSecret ?? false }],
      );
    },
    staleTime: Infinity,
  });
}
