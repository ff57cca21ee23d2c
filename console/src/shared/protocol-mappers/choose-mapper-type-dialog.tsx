import type { ProtocolMapperTypeRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { translateServerLabel } from "@/shared/lib/server-text";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { protocolMappersKeys } from "./api/keys";
import type { MapperOwner } from "./mapper-owner";
import { mapperTypesOf } from "./mapper-types";

/**
 * Chooses one mapper type of the owner's protocol, then opens the add page for it, where the
 * mapper is named and configured.
 */
export function ChooseMapperTypeDialog({
  owner,
  onClose,
}: {
  owner: MapperOwner;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const types = mapperTypesOf(useServerInfo(), owner.protocol);
  const nameOf = (type: ProtocolMapperTypeRepresentation) =>
    translateServerLabel(type.name ?? type.id, t);

  return (
    <PickerDialog<ProtocolMapperTypeRepresentation>
      title={t("protocolMappers.types.title")}
      description={t("protocolMappers.types.description")}
      mode="single"
      listLabel={t("protocolMappers.types.list")}
      searchLabel={t("protocolMappers.types.search")}
      queryKey={protocolMappersKeys.types(owner.protocol)}
      loader={({ first, max, search }) => {
        const text = search.toLowerCase();
        const matching = types.filter((type) => nameOf(type).toLowerCase().includes(text));
        return Promise.resolve({
          rows: matching.slice(first, first + max),
          total: matching.length,
        });
      }}
      staleTime={Infinity}
      rowKey={(type) => type.id}
      rowLabel={nameOf}
      rowDescription={(type) =>
        type.helpText === undefined ? undefined : translateServerLabel(type.helpText, t)
      }
      columns={[
        {
          id: "category",
          title: t("protocolMappers.columns.category"),
          cell: (type) => translateServerLabel(type.category ?? "", t),
        },
      ]}
      confirmLabel={() => t("protocolMappers.types.confirm")}
      onConfirm={([type]) => {
        if (type !== undefined) void navigate(owner.mapperLink(type.id, "add"));
      }}
      onClose={onClose}
      emptyState={
        <EmptyListState
          title={t("protocolMappers.types.emptyTitle")}
          body={t("protocolMappers.types.emptyBody")}
        />
      }
      variant="large"
    />
  );
}
