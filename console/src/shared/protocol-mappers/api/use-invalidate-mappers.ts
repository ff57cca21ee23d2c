import { useQueryClient } from "@tanstack/react-query";
import { useRealm } from "@/shared/api/realm";
import type { MapperOwner } from "../mapper-owner";
import { protocolMappersKeys } from "./keys";

/** Reloads the owner's mappers and the owner's own queries that list them. */
export function useInvalidateMappers(owner: MapperOwner): () => Promise<void> {
  const queryClient = useQueryClient();
  const realm = useRealm();
  return async () => {
    await Promise.all(
      [protocolMappersKeys.owner(realm, owner), ...(owner.ownerKeys ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}
