import type {
  ComponentRepresentation,
  ComponentTypeInfoRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { pageItemsQuery } from "../api/page-items-query";
import { useDeletePageItem } from "../api/use-delete-page-item";
import { storedValues, summaryProperties } from "../form-state";
import { toAddPageItem, toPageItem } from "../paths";
import { queryRows } from "@/shared/ui/table/query-rows";

function summaryText(
  item: ComponentRepresentation,
  property: ConfigPropertyRepresentation,
  t: TFunction,
): string {
  const values = storedValues(item, property);
  if (property.type === "boolean") {
    return values[0] === "true" ? t("pageSection.yes") : t("pageSection.no");
  }
  return values.join(", ");
}

/** The items of one server-provided page: name and the first settings, with add and delete. */
export function PageItemsTable({ provider }: { provider: ComponentTypeInfoRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const realmId = useRealmRepresentation()?.id ?? realm;
  const navigate = useNavigate();
  const access = useAccess();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const deleteItem = useDeletePageItem();
  const items = useQuery(pageItemsQuery(client, realm, realmId, provider.id));
  const canManage = access.hasAccess("manage-realm");
  const providerId = provider.id;
  const openAdd = () => {
    void navigate(toAddPageItem({ realm, providerId }));
  };

  const askDelete = (item: ComponentRepresentation) => {
    confirm({
      title: t("pageSection.delete.title", { name: item.name }),
      message: t("pageSection.delete.message", { name: item.name }),
      confirmLabel: t("pageSection.delete.confirm"),
      variant: "danger",
      errorTitle: t("pageSection.delete.error"),
      onConfirm: async () => {
        await deleteItem.mutateAsync(item.id ?? "");
        addAlert(t("pageSection.delete.success", { name: item.name }), "success");
      },
    });
  };

  const columns: TableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      title: t("pageSection.name"),
      cell: (item) => (
        <Link to={toPageItem({ realm, providerId, id: item.id ?? "" })}>{item.name}</Link>
      ),
      value: (item) => item.name,
      sortable: true,
    },
    ...summaryProperties(provider.properties ?? []).map(
      (property): TableColumn<ComponentRepresentation> => ({
        id: `config-${property.name ?? ""}`,
        title: translateServerLabel(property.label ?? property.name ?? "", t),
        cell: (item) => summaryText(item, property, t),
        value: (item) => summaryText(item, property, t),
      }),
    ),
  ];

  return (
    <>
      {dialog}
      <ClientDataTable<ComponentRepresentation>
        ariaLabel={t("pageSection.tableLabel", { page: providerId })}
        {...queryRows(items)}
        searchPlaceholder={t("pageSection.searchPlaceholder")}
        rowKey={(item) => item.id ?? ""}
        rowLabel={(item) => item.name ?? ""}
        defaultSort={{ column: "name", direction: "asc" }}
        columns={columns}
        actions={[
          {
            title: t("pageSection.openDetails"),
            onClick: (item) => {
              void navigate(toPageItem({ realm, providerId, id: item.id ?? "" }));
            },
          },
          {
            title: t("pageSection.delete.confirm"),
            isDanger: true,
            isHidden: () => !canManage,
            onClick: askDelete,
          },
        ]}
        toolbarItems={() =>
          canManage && (
            <ToolbarItem>
              <Button variant="primary" onClick={openAdd}>
                {t("pageSection.add.open")}
              </Button>
            </ToolbarItem>
          )
        }
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("pageSection.empty.title")}>
            <EmptyStateBody>{t("pageSection.empty.body")}</EmptyStateBody>
            {canManage && (
              <EmptyStateFooter>
                <EmptyStateActions>
                  <Button variant="primary" onClick={openAdd}>
                    {t("pageSection.add.open")}
                  </Button>
                </EmptyStateActions>
              </EmptyStateFooter>
            )}
          </EmptyState>
        }
      />
    </>
  );
}
