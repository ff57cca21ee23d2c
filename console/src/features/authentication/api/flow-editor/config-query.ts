import type {
  AuthenticatorConfigInfoRepresentation,
  AuthenticatorConfigRepresentation,
} from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowEditorKeys } from "./keys";

/** The settings an authenticator's configuration has, as the server describes them. */
export function configDescriptionQuery(client: AdminClient, realm: string, providerId: string) {
  return queryOptions({
    queryKey: flowEditorKeys.configDescription(realm, providerId),
    queryFn: (): Promise<AuthenticatorConfigInfoRepresentation> =>
      client.authenticationManagement.getConfigDescription({ realm, providerId }),
    staleTime: 5 * 60_000,
  });
}

/** One execution's stored configuration. */
export function configQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: flowEditorKeys.config(realm, id),
    queryFn: (): Promise<AuthenticatorConfigRepresentation> =>
      client.authenticationManagement.getConfig({ realm, id }),
    staleTime: 5_000,
  });
}
