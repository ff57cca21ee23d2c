import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** Deletes the users the provider imported from the realm; the directory keeps them. */
export function useRemoveImportedUsers(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: () => client.userStorageProvider.removeImportedUsers({ realm, id }),
  });
}
