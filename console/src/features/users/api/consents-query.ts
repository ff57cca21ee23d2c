import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

const consentsKey = (realm: string, id: string) =>
  [...usersKeys.user(realm, id), "consents"] as const;

/** The clients the user has consented to, with the granted scopes and dates. */
export function consentsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: consentsKey(realm, id),
    queryFn: () => client.users.listConsents({ realm, id }),
    staleTime: 10_000,
  });
}

/** Revokes the consent (and offline tokens) the user gave one client, by its clientId. */
export function useRevokeConsent(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => client.users.revokeConsent({ realm, id, clientId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentsKey(realm, id) }),
  });
}
