import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { MapperOwner } from "../mapper-owner";
import { protocolMappersKeys } from "./keys";

/** The owner's protocol mappers, in one request (the server neither pages nor searches them). */
export function protocolMappersQuery(
  client: AdminClient,
  realm: string,
  owner: Pick<MapperOwner, "type" | "id">,
) {
  return queryOptions({
    queryKey: protocolMappersKeys.list(realm, owner),
    queryFn: ({ signal }) =>
      owner.type === "clients"
        ? client.clients.listProtocolMappers({ realm, id: owner.id }, { signal })
        : client.clientScopes.listProtocolMappers({ realm, id: owner.id }, { signal }),
    staleTime: 30_000,
  });
}
