import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { pageSectionKeys } from "./keys";

/** Creates an item of a server-provided page and reloads the lists; resolves to the new id. */
export function useCreatePageItem() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (component: ComponentRepresentation) =>
      (await client.components.create({ realm, ...component })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageSectionKeys.lists(realm) }),
  });
}
