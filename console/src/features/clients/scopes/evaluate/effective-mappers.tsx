import type { ProtocolMapperEvaluationRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { evaluateMappersQuery } from "../../api/evaluate-mappers-query";

/** Every protocol mapper a token of the client runs for the scope, and the scope it comes from. */
export function EffectiveMappers({ clientId, scope }: { clientId: string; scope: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const mappers = useQuery(evaluateMappersQuery(client, realm, clientId, scope));
  return (
    <ClientDataTable<ProtocolMapperEvaluationRepresentation>
      ariaLabel={t("clientScopeSetup.evaluate.mappersLabel")}
      searchPlaceholder={t("clientScopeSetup.evaluate.mappersSearch")}
      stateInAddress={false}
      rows={mappers.data ?? []}
      isLoading={mappers.isPending}
      error={mappers.error ?? undefined}
      onRefresh={() => void mappers.refetch()}
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
          cell: (mapper) => mapper.containerName,
          value: (mapper) => mapper.containerName,
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
