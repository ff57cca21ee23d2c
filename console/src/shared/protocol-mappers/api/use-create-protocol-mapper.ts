import type { ProtocolMapperRepresentation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MapperOwner } from "../mapper-owner";
import { mapperResource } from "./mapper-resource";
import { useInvalidateMappers } from "./use-invalidate-mappers";

/**
 * Creates a mapper and resolves to its id. The server answers without the id in the body, and the
 * name is unique within the owner (it refuses a second one with 409), so the id is read by name.
 */
export function useCreateProtocolMapper(owner: MapperOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateMappers(owner);
  return useMutation({
    mutationFn: async (mapper: ProtocolMapperRepresentation & { name: string }) => {
      const resource = mapperResource(client, realm, owner);
      await resource.add(mapper);
      const created = await resource.findByName(mapper.name);
      return created?.id;
    },
    onSuccess: invalidate,
  });
}
