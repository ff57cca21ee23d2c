import type {
  IdentityProviderMapperRepresentation,
  IdentityProviderRepresentation,
} from "@gatehouse/admin-client";
import { Button, PageSection, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import {
  toCreateIdentityProviderMapper,
  toIdentityProviderMapper,
} from "@/shared/paths/identity-provider-paths";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { mapperTypesQuery } from "../api/mapper-types-query";
import { mappersQuery } from "../api/mappers-query";
import { useDeleteMapperDialog } from "./use-delete-mapper-dialog";

/**
 * The provider's mappers with their type, searched in the browser (the server answers them all at
 * once). Adding, opening and deleting for those who may manage providers; the mapper pages need
 * that right, so the others see the names without links.
 */
export function MappersTab({
  provider,
  canManage,
}: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const alias = provider.alias ?? "";
  const providerId = provider.providerId ?? "";
  const mappers = useQuery(mappersQuery(client, realm, alias));
  const types = useQuery(mapperTypesQuery(client, realm, alias));
  const { askDelete, dialog } = useDeleteMapperDialog(alias);

  const typeName = (mapper: IdentityProviderMapperRepresentation) => {
    const id = mapper.identityProviderMapper ?? "";
    const type = types.data?.find((candidate) => candidate.id === id);
    return type === undefined ? id : translateServerLabel(type.name ?? id, t);
  };
  const addButton = canManage && (
    <Button
      variant="primary"
      onClick={() => void navigate(toCreateIdentityProviderMapper({ realm, providerId, alias }))}
    >
      {t("identityProviders.mappers.add")}
    </Button>
  );
  const columns: TableColumn<IdentityProviderMapperRepresentation>[] = [
    {
      id: "name",
      title: t("identityProviders.mappers.name"),
      cell: (mapper) => (
        <Link to={toIdentityProviderMapper({ realm, providerId, alias, id: mapper.id ?? "" })}>
          {mapper.name ?? ""}
        </Link>
      ),
      value: (mapper) => mapper.name,
      sortable: true,
    },
    { id: "type", title: t("identityProviders.mappers.type"), cell: typeName },
  ];
  const actions: RowAction<IdentityProviderMapperRepresentation>[] = [
    {
      title: t("identityProviders.mappers.delete.open"),
      isDanger: true,
      onClick: (mapper) => {
        askDelete(mapper);
      },
    },
  ];

  return (
    <PageSection>
      {dialog}
      <ClientDataTable<IdentityProviderMapperRepresentation>
        rows={mappers.data ?? []}
        isLoading={mappers.isPending}
        error={mappers.error ?? undefined}
        onRefresh={() => {
          void mappers.refetch();
          void types.refetch();
        }}
        ariaLabel={t("identityProviders.mappers.tableLabel")}
        searchPlaceholder={t("identityProviders.mappers.search")}
        rowKey={(mapper) => mapper.id ?? ""}
        rowLabel={(mapper) => mapper.name ?? ""}
        columns={columns}
        {...(canManage && { actions })}
        toolbarItems={() => addButton !== false && <ToolbarItem>{addButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("identityProviders.mappers.emptyTitle")}
            body={
              canManage
                ? t("identityProviders.mappers.emptyBody")
                : t("identityProviders.mappers.emptyReadOnly")
            }
            action={addButton}
          />
        }
      />
    </PageSection>
  );
}
