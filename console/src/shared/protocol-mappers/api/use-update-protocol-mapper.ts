import type { ProtocolMapperRepresentation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MapperOwner } from "../mapper-owner";
import { mapperResource } from "./mapper-resource";
import { useInvalidateMappers } from "./use-invalidate-mappers";

/** Saves a mapper of the owner as a whole (the server replaces it). */
export function useUpdateProtocolMapper(owner: MapperOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateMappers(owner);
  return useMutation({
    mutationFn: (mapper: ProtocolMapperRepresentation & { id: string }) =>
      mapperResource(client, realm, owner).update(mapper.id, mapper),
    onSuccess: invalidate,
  });
}
