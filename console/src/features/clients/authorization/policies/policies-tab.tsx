import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { policiesQuery } from "@/shared/authorization/api/policies-query";
import { policyProvidersQuery } from "@/shared/authorization/api/policy-providers-query";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import { PolicyDependents } from "@/shared/authorization/policies/policy-dependents";
import { policyTypeName } from "@/shared/authorization/policies/policy-types";
import { useDeletePolicyDialog } from "@/shared/authorization/policies/use-delete-policy-dialog";
import { toPolicyDetails } from "@/shared/paths/client-authorization-paths";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import type { ClientTabProps } from "../../api/client-query";
import { CreatePolicyMenu } from "./create-policy-menu";

/**
 * The resource server's policies, paged and searched by name on the server, with their type's
 * display name and description; expanding a row shows the permissions and policies that use it.
 * Creating and deleting for those who may manage authorization.
 */
export function PoliciesTab({ client: resourceServer }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { manage } = authorizationRights(useAccess());
  const clientId = resourceServer.id;
  const providers = useQuery(policyProvidersQuery(client, realm, clientId));
  const { askDelete, dialog } = useDeletePolicyDialog({ realm, clientId });

  const createMenu = manage && (
    <CreatePolicyMenu realm={realm} clientId={clientId} providers={providers.data ?? []} />
  );
  const columns: TableColumn<PolicyRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.policies.list.name"),
      cell: (row) => (
        <Link
          to={toPolicyDetails({
            realm,
            id: clientId,
            policyId: row.id ?? "",
            policyType: row.type ?? "",
          })}
        >
          {row.name ?? ""}
        </Link>
      ),
      value: (row) => row.name,
    },
    {
      id: "type",
      title: t("authorization.policies.list.type"),
      cell: (row) => policyTypeName(providers.data, row.type),
      value: (row) => row.type,
    },
    {
      id: "description",
      title: t("authorization.policies.list.description"),
      cell: (row) => row.description ?? "",
      value: (row) => row.description,
      truncate: true,
    },
  ];
  const actions: RowAction<PolicyRepresentation>[] = [
    {
      title: t("authorization.policies.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <PageSection>
      {dialog}
      <DataTable<PolicyRepresentation>
        {...policiesQuery(client, realm, clientId)}
        ariaLabel={t("authorization.policies.list.tableLabel")}
        searchPlaceholder={t("authorization.policies.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        expandedContent={(row) => (
          <PolicyDependents realm={realm} clientId={clientId} policyId={row.id ?? ""} />
        )}
        {...(manage && { actions })}
        toolbarItems={() => createMenu && <ToolbarItem>{createMenu}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("authorization.policies.list.emptyTitle")}
            body={t("authorization.policies.list.emptyBody")}
            action={createMenu}
          />
        }
      />
    </PageSection>
  );
}
