import type { AuthenticationProviderRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowEditorKeys } from "./keys";

/**
 * What a step can be, by where it goes: authenticators in browser-like flows, client
 * authenticators in client flows, form actions inside a form sub-flow.
 */
export type ProviderKind = "authenticator" | "client-authenticator" | "form-action";

/** The providers of one kind the server offers, by display name. */
export function providersQuery(client: AdminClient, realm: string, kind: ProviderKind) {
  return queryOptions({
    queryKey: flowEditorKeys.providers(realm, kind),
    queryFn: async (): Promise<AuthenticationProviderRepresentation[]> => {
      const providers =
        kind === "client-authenticator"
          ? await client.authenticationManagement.getClientAuthenticatorProviders({ realm })
          : kind === "form-action"
            ? await client.authenticationManagement.getFormActionProviders({ realm })
            : await client.authenticationManagement.getAuthenticatorProviders({ realm });
      return providers.toSorted((a, b) =>
        (a.displayName ?? a.id ?? "").localeCompare(b.displayName ?? b.id ?? ""),
      );
    },
    // The providers come with the server's installation: they change only with a restart.
    staleTime: 5 * 60_000,
  });
}
