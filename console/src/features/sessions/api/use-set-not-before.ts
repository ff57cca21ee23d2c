import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";

/** Seconds since the epoch, the unit of the realm's not-before. */
export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * Sets the realm's not-before (seconds since the epoch; 0 clears it): tokens issued before it are
 * refused from then on. Only that field is sent, so nothing else of the realm changes.
 */
export function useSetNotBefore() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notBefore: number) => client.realms.update({ realm }, { notBefore }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
  });
}
