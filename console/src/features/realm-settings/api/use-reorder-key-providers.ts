import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { maxKeyProviders, type PriorityChange } from "../keys/provider-order";
import { invalidateKeys } from "./use-save-key-provider";

/**
 * Gives each provider of `changes` its new priority, one update after the other (the server has no
 * call that updates several components). The list is bounded by the realm's providers; a longer
 * one is refused before anything is sent. The lists are read again even when an update fails, so
 * the order shown is the one stored.
 */
export function useReorderKeyProviders() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly PriorityChange[]) => {
      if (changes.length > maxKeyProviders) throw new Error("Too many key providers to reorder.");
      for (const { provider, priority } of changes) {
        const updated: ComponentRepresentation = {
          ...provider,
          config: { ...provider.config, priority: [String(priority)] },
        };
        await client.components.update({ realm, id: provider.id ?? "" }, updated);
      }
    },
    onSettled: () => invalidateKeys(queryClient, realm),
  });
}
