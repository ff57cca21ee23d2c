import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateOverrides } from "./use-save-override";

/** The server deletes one text per request; this many run at once. */
const parallelDeletes = 4;

/**
 * Deletes some of the realm's own texts of one locale, a request per key, a few at a time. The
 * keys come from the rows the administrator selected, so their number is bounded by the list.
 * Stops at the first refusal; the texts deleted before it stay deleted and the list reloads.
 */
export function useDeleteOverrides() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ locale, keys }: { locale: string; keys: readonly string[] }) => {
      for (let start = 0; start < keys.length; start += parallelDeletes) {
        await Promise.all(
          keys
            .slice(start, start + parallelDeletes)
            .map((key) =>
              client.realms.deleteRealmLocalizationTexts({ realm, selectedLocale: locale, key }),
            ),
        );
      }
    },
    onSettled: () => invalidateOverrides(queryClient, realm),
  });
}
