import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Button, PageSection, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { newLdapMapperId, toLdapMapper } from "@/shared/paths/user-federation-paths";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { ldapMappersQuery } from "../api/ldap-mappers-query";
import { mapperTypeName } from "./mappers/mapper-type-name";
import { useDeleteLdapMapperDialog } from "./mappers/use-delete-ldap-mapper-dialog";
import { queryRows } from "@/shared/ui/table/query-rows";

export interface LdapMappersTabProps {
  realm: string;
  /** The LDAP provider's component id. */
  providerId: string;
  /** Whether the administrator may change the provider (manage-realm). */
  canManage: boolean;
}

/**
 * An LDAP provider's mappers (the server made the usual ones with the provider) with their type,
 * searched and sorted in the browser: the server answers them all at once. Every administrator
 * who sees the provider opens them; adding and deleting need manage-realm.
 */
export function LdapMappersTab({ realm, providerId, canManage }: LdapMappersTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const navigate = useNavigate();
  const mappers = useQuery(ldapMappersQuery(client, realm, providerId));
  const { askDelete, dialog } = useDeleteLdapMapperDialog(providerId);

  const addButton = canManage && (
    <Button
      variant="primary"
      onClick={() =>
        void navigate(toLdapMapper({ realm, id: providerId, mapperId: newLdapMapperId }))
      }
    >
      {t("userFederation.mappers.add")}
    </Button>
  );
  const columns: TableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      title: t("userFederation.mappers.name"),
      cell: (mapper) => (
        <Link to={toLdapMapper({ realm, id: providerId, mapperId: mapper.id ?? "" })}>
          {mapper.name ?? ""}
        </Link>
      ),
      value: (mapper) => mapper.name,
      sortable: true,
    },
    {
      id: "type",
      title: t("userFederation.mappers.type"),
      cell: (mapper) => mapperTypeName(mapper.providerId ?? "", t),
      value: (mapper) => mapperTypeName(mapper.providerId ?? "", t),
      sortable: true,
    },
  ];
  const actions: RowAction<ComponentRepresentation>[] = [
    {
      title: t("userFederation.mappers.delete.open"),
      isDanger: true,
      onClick: (mapper) => {
        askDelete(mapper);
      },
    },
  ];

  return (
    <PageSection>
      {dialog}
      <ClientDataTable<ComponentRepresentation>
        {...queryRows(mappers)}
        ariaLabel={t("userFederation.mappers.tableLabel")}
        searchPlaceholder={t("userFederation.mappers.search")}
        rowKey={(mapper) => mapper.id ?? ""}
        rowLabel={(mapper) => mapper.name ?? ""}
        columns={columns}
        {...(canManage && { actions })}
        toolbarItems={() => addButton !== false && <ToolbarItem>{addButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("userFederation.mappers.emptyTitle")}
            body={
              canManage
                ? t("userFederation.mappers.emptyBody")
                : t("userFederation.mappers.emptyReadOnly")
            }
            action={addButton}
          />
        }
      />
    </PageSection>
  );
}
