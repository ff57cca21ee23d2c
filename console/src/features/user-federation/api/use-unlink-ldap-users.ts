import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** Turns the provider's imported users into the realm's own: they keep their data, not the link. */
export function useUnlinkLdapUsers(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: () => client.userStorageProvider.unlinkUsers({ realm, id }),
  });
}
