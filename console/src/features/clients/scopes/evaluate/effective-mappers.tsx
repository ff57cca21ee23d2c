import type { ProtocolMapperEvaluationRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { LoadedClient } from "../../api/client-query";
import { evaluateMappersQuery } from "../../api/evaluate-mappers-query";
import { dedicatedScopeName } from "../assigned-scope-rows";
import { queryRows } from "@/shared/ui/table/query-rows";

/** Every protocol mapper a token of the client runs for the scope, and the scope it comes from. */
export function EffectiveMappers({ client, scope }: { client: LoadedClient; scope: string }) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const mappers = useQuery(evaluateMappersQuery(adminClient, realm, client.id, scope));
  // The server names the scope a mapper comes from, but not the client's own dedicated scope.
  const sourceOf = (mapper: ProtocolMapperEvaluationRepresentation) =>
    mapper.containerId === client.id ? dedicatedScopeName(client.clientId) : mapper.containerName;
  return (
    <ClientDataTable<ProtocolMapperEvaluationRepresentation>
      ariaLabel={t("clientScopeSetup.evaluate.mappersLabel")}
      searchPlaceholder={t("clientScopeSetup.evaluate.mappersSearch")}
      stateInAddress={false}
      {...queryRows(mappers)}
      rowKey={(mapper) => `${mapper.containerId ?? ""}/${mapper.mapperId ?? ""}`}
      rowLabel={(mapper) => mapper.mapperName ?? ""}
      columns={[
        {
          id: "name",
          title: t("clientScopeSetup.evaluate.mapperName"),
          cell: (mapper) => mapper.mapperName,
          value: (mapper) => mapper.mapperName,
          sortable: true,
        },
        {
          id: "parent",
          title: t("clientScopeSetup.evaluate.mapperParent"),
          cell: sourceOf,
          value: sourceOf,
          sortable: true,
        },
        {
          id: "type",
          title: t("clientScopeSetup.evaluate.mapperType"),
          cell: (mapper) => mapper.protocolMapper,
          value: (mapper) => mapper.protocolMapper,
        },
      ]}
      emptyState={
        <EmptyListState
          title={t("clientScopeSetup.evaluate.noMappersTitle")}
          body={t("clientScopeSetup.evaluate.noMappersBody")}
        />
      }
    />
  );
}
