import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { policiesQuery } from "../api/policies-query";
import { policyProvidersQuery } from "../api/policy-providers-query";
import { authorizationRights, type AuthorizationRights } from "../authorization-rights";
import { PolicyDependents } from "./policy-dependents";
import { policyTypeName } from "./policy-types";
import { useDeletePolicyDialog } from "./use-delete-policy-dialog";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { CreatePolicyMenu } from "./create-policy-menu";

/**
 * The resource server's policies, paged and searched by name on the server, with their type's
 * display name and description; expanding a row shows the permissions and policies that use it.
 * Creating and deleting for those who may manage authorization. Client authorization services and
 * the fine-grained admin permissions both show it, each with its own addresses.
 */
export function PoliciesList({
  clientId,
  toPolicy,
  toNewPolicy,
  rights,
}: {
  /** The internal id of the resource server's client. */
  clientId: string;
  /** The address of a stored policy's page. */
  toPolicy: (policy: { policyId: string; policyType: string }) => string;
  toNewPolicy: (policyType: string) => string;
  /** What the administrator may do, where the server judges otherwise than for a client's. */
  rights?: AuthorizationRights;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { manage } = rights ?? authorizationRights(access);
  const providers = useQuery(policyProvidersQuery(client, realm, clientId));
  const { askDelete, dialog } = useDeletePolicyDialog({ realm, clientId });

  const createMenu = manage && (
    <CreatePolicyMenu toNewPolicy={toNewPolicy} providers={providers.data ?? []} />
  );
  const columns: TableColumn<PolicyRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.policies.list.name"),
      cell: (row) => (
        <Link to={toPolicy({ policyId: row.id ?? "", policyType: row.type ?? "" })}>
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
