import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { pageSectionKeys } from "./keys";

/** Saves an item of a server-provided page and reloads it and the lists. */
export function useUpdatePageItem(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (component: ComponentRepresentation) =>
      client.components.update({ realm, id }, component),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageSectionKeys.item(realm, id) }),
        queryClient.invalidateQueries({ queryKey: pageSectionKeys.lists(realm) }),
      ]),
  });
}
