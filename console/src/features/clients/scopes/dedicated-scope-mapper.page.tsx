import { useRealm } from "@/shared/api/realm";
import { mapperViewModes, type DedicatedScopeMapperParams } from "@/shared/paths/client-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { ProtocolMapperPage } from "@/shared/protocol-mappers/protocol-mapper-page";
import type { LoadedClient } from "../api/client-query";
import { DedicatedScopeClient } from "./dedicated-scope-client";
import { dedicatedMapperOwner } from "./dedicated-mapper-owner";
import { useCanManageClient } from "../use-can-manage-client";

/** One protocol mapper of a client's dedicated scope, shown or created with the shared mapper page. */
export function DedicatedScopeMapperPage() {
  const { id, mapperId, viewMode } = useRouteParams<DedicatedScopeMapperParams>();
  // The route admits only the known view modes; this tells the type checker so.
  const mode = mapperViewModes.find((known) => known === viewMode) ?? "edit";
  return (
    <DedicatedScopeClient id={id}>
      {(client) => <Mapper client={client} mapperId={mapperId} viewMode={mode} />}
    </DedicatedScopeClient>
  );
}

function Mapper({
  client,
  mapperId,
  viewMode,
}: { client: LoadedClient } & Pick<DedicatedScopeMapperParams, "mapperId" | "viewMode">) {
  const realm = useRealm();
  const canManage = useCanManageClient(client);
  return (
    <ProtocolMapperPage
      owner={dedicatedMapperOwner(realm, client, canManage)}
      mapperId={mapperId}
      viewMode={viewMode}
    />
  );
}
