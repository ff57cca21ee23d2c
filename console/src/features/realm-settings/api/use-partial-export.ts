import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

export interface PartialExportChoices {
  exportGroupsAndRoles: boolean;
  exportClients: boolean;
}

/**
 * Exports the current realm (`POST /admin/realms/{realm}/partial-export`), with its groups and
 * roles and its clients when asked. The server masks secrets in what it returns. A mutation,
 * not a query: each export is a fresh request the administrator starts, never read from a cache.
 */
export function usePartialExport() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (choices: PartialExportChoices) => client.realms.export({ realm, ...choices }),
  });
}
