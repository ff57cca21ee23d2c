import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { Button, PageSection, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useCanOpenRoute } from "@/shared/access/route-table";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  authorizationScopeDetailsPath,
  toAuthorizationScopeDetails,
  toNewAuthorizationScope,
  toNewPermission,
} from "@/shared/paths/client-authorization-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import type { ClientTabProps } from "../../api/client-query";
import { scopesQuery } from "../../api/scope-list-query";
import { ScopeDependents } from "./scope-dependents";
import { useDeleteScopeDialog } from "./use-delete-scope-dialog";

/**
 * The resource server's authorization scopes, paged and searched by name on the server; a row
 * expands to the resources and permissions using the scope, read only then.
 */
export function AuthorizationScopesTab({ client: owner }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const canOpenScope = useCanOpenRoute(authorizationScopeDetailsPath);
  const { manage } = authorizationRights(useAccess());
  const { askDelete, dialog } = useDeleteScopeDialog(owner.id);
  const address = { realm, id: owner.id };

  const createButton = (
    <Button component={RouterLink} href={toNewAuthorizationScope(address)}>
      {t("authorization.scopes.create")}
    </Button>
  );
  const columns: TableColumn<ScopeRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.scope.name"),
      // Only where the administrator may open a scope's page (see NewScopeForm).
      cell: (row) =>
        canOpenScope ? (
          <Link to={toAuthorizationScopeDetails({ ...address, scopeId: row.id ?? "" })}>
            {row.name}
          </Link>
        ) : (
          row.name
        ),
      value: (row) => row.name,
    },
    {
      id: "displayName",
      title: t("authorization.scope.displayName"),
      cell: (row) => row.displayName ?? "",
      value: (row) => row.displayName,
      truncate: true,
    },
  ];
  const actions: RowAction<ScopeRepresentation>[] = [
    {
      title: t("authorization.scopes.createPermission"),
      onClick: (row) => {
        void navigate(
          toNewPermission({ ...address, permissionType: "scope", selectedId: row.id ?? "" }),
        );
      },
    },
    {
      title: t("authorization.scope.delete"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <PageSection>
      {dialog}
      <DataTable<ScopeRepresentation>
        {...scopesQuery(client, realm, owner.id)}
        ariaLabel={t("authorization.scopes.tableLabel")}
        searchPlaceholder={t("authorization.scopes.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        expandedContent={(row) => <ScopeDependents clientId={owner.id} scopeId={row.id ?? ""} />}
        {...(manage && { actions })}
        toolbarItems={() => manage && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("authorization.scopes.emptyTitle")}
            body={t("authorization.scopes.emptyBody")}
            action={manage && createButton}
          />
        }
      />
    </PageSection>
  );
}
