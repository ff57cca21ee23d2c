import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { useDeleteRegistrationPolicy } from "../api/registration-delete-policy";
import { registrationPoliciesQuery } from "../api/registration-policies-query";
import { registrationPolicyProvidersQuery } from "../api/registration-policy-providers-query";
import { usePolicyAccess } from "./policy-access";
import { policyProviderDescription } from "./policy-property-texts";
import { toRegistrationPolicy, type RegistrationSubTab } from "./paths";
import { queryRows } from "@/shared/ui/table/query-rows";

/**
 * The realm's client registration policies of one sub type (anonymous or authenticated): name and
 * provider. Managers add one from the server's providers, open one to edit it, or delete it;
 * others only read the list.
 */
export function RegistrationPoliciesTable({ subType }: { subType: RegistrationSubTab }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const { canRead, canManage } = usePolicyAccess();
  const policies = useQuery({ ...registrationPoliciesQuery(client, realm), enabled: canRead });
  const providers = useQuery({
    ...registrationPolicyProvidersQuery(client, realm),
    enabled: canManage,
  });
  const deletePolicy = useDeleteRegistrationPolicy();
  const rows = (policies.data ?? []).filter((policy) => policy.subType === subType);
  const linkTo = (policy: ComponentRepresentation) =>
    toRegistrationPolicy({
      realm,
      subTab: subType,
      providerId: policy.providerId ?? "",
      id: policy.id ?? "",
    });
  const openAdd = (providerId: string) => {
    void navigate(toRegistrationPolicy({ realm, subTab: subType, providerId }));
  };

  const askDelete = (policy: ComponentRepresentation) => {
    confirm({
      title: t("clientRegistration.policies.delete.title"),
      message: t("clientRegistration.policies.delete.message", { name: policy.name }),
      confirmLabel: t("clientRegistration.delete"),
      variant: "danger",
      errorTitle: t("clientRegistration.policies.delete.error"),
      onConfirm: async () => {
        await deletePolicy.mutateAsync(policy.id ?? "");
        addAlert(t("clientRegistration.policies.delete.success", { name: policy.name }), "success");
      },
    });
  };

  const columns: TableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      title: t("clientRegistration.policies.name"),
      cell: (policy) => (canManage ? <Link to={linkTo(policy)}>{policy.name}</Link> : policy.name),
      value: (policy) => policy.name,
      sortable: true,
    },
    {
      id: "provider",
      title: t("clientRegistration.policies.provider"),
      cell: (policy) => policy.providerId,
      value: (policy) => policy.providerId,
      sortable: true,
    },
  ];

  const addMenu = (
    <ProviderTypeMenu
      label={t("clientRegistration.policies.add")}
      types={providers.data ?? []}
      describe={(provider) => policyProviderDescription(provider, t)}
      onChoose={(provider) => {
        openAdd(provider.id);
      }}
    />
  );

  if (!canRead)
    return (
      <EmptyState headingLevel="h2" titleText={t("clientRegistration.policies.closed.title")}>
        <EmptyStateBody>{t("clientRegistration.policies.closed.body")}</EmptyStateBody>
      </EmptyState>
    );

  return (
    <>
      {dialog}
      <ClientDataTable<ComponentRepresentation>
        ariaLabel={
          subType === "anonymous"
            ? t("clientRegistration.policies.anonymousTable")
            : t("clientRegistration.policies.authenticatedTable")
        }
        {...queryRows(policies)}
        rows={rows}
        addressPrefix={subType}
        searchPlaceholder={t("clientRegistration.policies.search")}
        rowKey={(policy) => policy.id ?? ""}
        rowLabel={(policy) => policy.name ?? ""}
        defaultSort={{ column: "name", direction: "asc" }}
        columns={columns}
        actions={
          canManage
            ? [{ title: t("clientRegistration.delete"), isDanger: true, onClick: askDelete }]
            : []
        }
        toolbarItems={() => canManage && <ToolbarItem>{addMenu}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("clientRegistration.policies.empty.title")}
            body={t("clientRegistration.policies.empty.body")}
            action={canManage && addMenu}
          />
        }
      />
    </>
  );
}
