import type { MapperOwner } from "@/shared/protocol-mappers/mapper-owner";
import { toDedicatedScope, toDedicatedScopeMapper } from "@/shared/paths/client-paths";
import type { LoadedClient } from "../api/client-query";
import { clientsKeys } from "../api/keys";
import { protocolOf } from "./assigned-scope-rows";

/**
 * A client's dedicated scope as the owner of protocol mappers: the client's own mappers, listed
 * on its dedicated scope page; a change reloads the client and its evaluations.
 */
export function dedicatedMapperOwner(
  realm: string,
  client: LoadedClient,
  canManage: boolean,
): MapperOwner {
  return {
    type: "clients",
    id: client.id,
    protocol: protocolOf(client),
    canManage,
    mapperLink: (mapperId, viewMode) =>
      toDedicatedScopeMapper({ realm, id: client.id, mapperId, viewMode }),
    mappersLink: toDedicatedScope({ realm, clientId: client.id, tab: "mappers" }),
    ownerKeys: [clientsKeys.client(realm, client.id)],
  };
}
