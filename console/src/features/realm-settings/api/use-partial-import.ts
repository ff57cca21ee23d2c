import type { PartialImportRealmRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Imports users, groups, clients, roles and identity providers from an exported realm into the
 * current realm (`POST /admin/realms/{realm}/partialImport`). An import can touch nearly every
 * list the console has cached for the realm, so everything cached is read again.
 */
export function usePartialImport() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rep: PartialImportRealmRepresentation) =>
      client.realms.partialImport({ realm, rep }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
