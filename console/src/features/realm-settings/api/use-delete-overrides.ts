import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateOverrides } from "./use-save-override";

/**
 * Deletes some of the realm's own texts of one locale, a request per key. The keys come from the
 * rows the administrator selected, so their number is bounded by the list. The requests go one
 * after another: the server keeps a locale's texts as one record, and deletes running side by
 * side each write back the record they read, bringing back what the other deleted. Stops at the
 * first refusal; the texts deleted before it stay deleted and the list reloads.
 */
export function useDeleteOverrides() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ locale, keys }: { locale: string; keys: readonly string[] }) => {
      for (const key of keys) {
        await client.realms.deleteRealmLocalizationTexts({ realm, selectedLocale: locale, key });
      }
    },
    onSettled: () => invalidateOverrides(queryClient, realm),
  });
}
