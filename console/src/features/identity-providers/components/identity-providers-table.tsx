import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toIdentityProvider } from "@/shared/paths/identity-provider-paths";
import { DataTable } from "@/shared/ui/table/data-table";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { identityProvidersQuery } from "../api/identity-providers-query";
import { providerTypeName } from "../api/provider-types";
import { AddProviderMenu } from "./add-provider-menu";
import { ProviderTypeCards } from "./provider-type-cards";
import { useDeleteIdentityProviderDialog } from "./use-delete-identity-provider-dialog";

/**
 * The realm's identity providers, paged and searched by the server, with their display name, type
 * and whether they are on and shown on the login page. Adding and deleting for those who may
 * manage providers. A realm with none shows the provider types to start with.
 */
export function IdentityProvidersTable({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const serverInfo = useServerInfo();
  const { askDelete, dialog } = useDeleteIdentityProviderDialog();
  const yesNo = (value: boolean | undefined) =>
    value === true ? t("identityProviders.list.yes") : t("identityProviders.list.no");

  const columns: TableColumn<IdentityProviderRepresentation>[] = [
    {
      id: "alias",
      title: t("identityProviders.list.alias"),
      cell: (row) => (
        <Link
          to={toIdentityProvider({
            realm,
            providerId: row.providerId ?? "",
            alias: row.alias ?? "",
          })}
        >
          {row.alias ?? ""}
        </Link>
      ),
      value: (row) => row.alias,
      truncate: true,
    },
    {
      id: "displayName",
      title: t("identityProviders.list.displayName"),
      cell: (row) => translatePlaceholders(row.displayName ?? "", t),
      truncate: true,
    },
    {
      id: "type",
      title: t("identityProviders.list.type"),
      cell: (row) => providerTypeName(serverInfo, row.providerId),
    },
    {
      id: "enabled",
      title: t("identityProviders.list.enabled"),
      width: 10,
      cell: (row) => yesNo(row.enabled),
    },
    {
      id: "hideOnLogin",
      title: t("identityProviders.list.hideOnLogin"),
      width: 15,
      cell: (row) => yesNo(row.hideOnLogin),
    },
  ];
  const actions: RowAction<IdentityProviderRepresentation>[] = [
    {
      title: t("identityProviders.list.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <>
      {dialog}
      <DataTable<IdentityProviderRepresentation>
        {...identityProvidersQuery(client, realm)}
        ariaLabel={t("identityProviders.list.tableLabel")}
        searchPlaceholder={t("identityProviders.list.search")}
        rowKey={(row) => row.alias ?? ""}
        rowLabel={(row) => row.alias ?? ""}
        columns={columns}
        {...(canManage && { actions })}
        toolbarItems={() =>
          canManage && (
            <ToolbarItem>
              <AddProviderMenu />
            </ToolbarItem>
          )
        }
        emptyState={<ProviderTypeCards canManage={canManage} />}
      />
    </>
  );
}
