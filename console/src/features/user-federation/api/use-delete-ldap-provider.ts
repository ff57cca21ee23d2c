import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userFederationKeys } from "./keys";

/** Deletes an LDAP provider; the server removes the users it imported with it. */
export function useDeleteLdapProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.components.del({ realm, id }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userFederationKeys.provider(realm, id) });
      return queryClient.invalidateQueries({ queryKey: userFederationKeys.providers(realm) });
    },
  });
}
