import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MapperOwner } from "../mapper-owner";
import { protocolMappersKeys } from "./keys";
import { mapperResource } from "./mapper-resource";
import { useInvalidateMappers } from "./use-invalidate-mappers";

/** Deletes one mapper of the owner and forgets what was cached about it. */
export function useDeleteProtocolMapper(owner: MapperOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateMappers(owner);
  return useMutation({
    mutationFn: (mapperId: string) => mapperResource(client, realm, owner).remove(mapperId),
    onSuccess: async (_result, mapperId) => {
      queryClient.removeQueries({ queryKey: protocolMappersKeys.mapper(realm, owner, mapperId) });
      await invalidate();
    },
  });
}
