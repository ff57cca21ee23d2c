import type { ProtocolMapperRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { translateServerLabel } from "@/shared/lib/server-text";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { protocolMappersKeys } from "./api/keys";
import { useAddPredefinedMappers } from "./api/use-add-predefined-mappers";
import type { MapperOwner } from "./mapper-owner";
import { mapperTypesOf, predefinedMappersOf } from "./mapper-types";

/**
 * Chooses predefined mappers of the owner's protocol (from the server info) and adds them all in
 * one request. Names the owner already has cannot be chosen: the server refuses a second mapper of
 * the same name.
 */
export function AddPredefinedMappersDialog({
  owner,
  takenNames,
  onClose,
}: {
  owner: MapperOwner;
  takenNames: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const serverInfo = useServerInfo();
  const add = useAddPredefinedMappers(owner);
  const predefined = predefinedMappersOf(serverInfo, owner.protocol);
  const typeNames = new Map(
    mapperTypesOf(serverInfo, owner.protocol).map((type) => [type.id, type.name ?? type.id]),
  );
  const typeName = (mapper: ProtocolMapperRepresentation) =>
    translateServerLabel(
      typeNames.get(mapper.protocolMapper ?? "") ?? mapper.protocolMapper ?? "",
      t,
    );

  return (
    <PickerDialog<ProtocolMapperRepresentation>
      title={t("protocolMappers.predefined.title")}
      description={t("protocolMappers.predefined.description")}
      mode="multiple"
      listLabel={t("protocolMappers.predefined.list")}
      searchLabel={t("protocolMappers.predefined.search")}
      queryKey={protocolMappersKeys.predefined(owner.protocol)}
      // The server info is already loaded: the dialog searches and pages it here.
      loader={({ first, max, search }) => {
        const matching = predefined.filter((mapper) =>
          (mapper.name ?? "").toLowerCase().includes(search.toLowerCase()),
        );
        return Promise.resolve({
          rows: matching.slice(first, first + max),
          total: matching.length,
        });
      }}
      staleTime={Infinity}
      rowKey={(mapper) => mapper.name ?? ""}
      rowLabel={(mapper) => mapper.name ?? ""}
      unavailableReason={(mapper) =>
        takenNames.has(mapper.name ?? "") ? t("protocolMappers.predefined.taken") : undefined
      }
      columns={[
        {
          id: "type",
          title: t("protocolMappers.columns.type"),
          cell: typeName,
        },
      ]}
      confirmLabel={(count) => t("protocolMappers.predefined.confirm", { count })}
      onConfirm={async (chosen) => {
        await add.mutateAsync(chosen);
        addAlert(t("protocolMappers.predefined.added", { count: chosen.length }), "success");
      }}
      onClose={onClose}
      errorTitle={t("protocolMappers.predefined.error")}
      emptyState={
        <EmptyListState
          title={t("protocolMappers.predefined.emptyTitle")}
          body={t("protocolMappers.predefined.emptyBody")}
        />
      }
    />
  );
}
