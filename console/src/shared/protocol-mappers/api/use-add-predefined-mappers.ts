import type { ProtocolMapperRepresentation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MapperOwner } from "../mapper-owner";
import { mapperResource } from "./mapper-resource";
import { useInvalidateMappers } from "./use-invalidate-mappers";

/** Adds several predefined mappers to the owner in one request (`add-models`). */
export function useAddPredefinedMappers(owner: MapperOwner) {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateMappers(owner);
  return useMutation({
    mutationFn: (mappers: ProtocolMapperRepresentation[]) =>
      // The server gives new ids; ids of the server info's templates must not go with them.
      mapperResource(client, realm, owner).addMany(mappers.map(({ id: _id, ...mapper }) => mapper)),
    onSuccess: invalidate,
  });
}
