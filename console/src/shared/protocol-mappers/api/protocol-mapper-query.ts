import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { MapperOwner } from "../mapper-owner";
import { protocolMappersKeys } from "./keys";

/** One protocol mapper of the owner; `null` when the owner has none with that id. */
export function protocolMapperQuery(
  client: AdminClient,
  realm: string,
  owner: Pick<MapperOwner, "type" | "id">,
  mapperId: string,
) {
  return queryOptions({
    queryKey: protocolMappersKeys.mapper(realm, owner, mapperId),
    queryFn: async ({ signal }) => {
      const payload = { realm, id: owner.id, mapperId };
      const found =
        owner.type === "clients"
          ? await client.clients.findProtocolMapperById(payload, { signal })
          : await client.clientScopes.findProtocolMapper(payload, { signal });
      return found ?? null;
    },
    staleTime: 30_000,
  });
}
