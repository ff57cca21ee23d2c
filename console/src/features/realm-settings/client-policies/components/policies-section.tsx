import type { ClientPolicyRepresentation } from "@gatehouse/admin-client";
import { Button, Label, Switch, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { clientPoliciesQuery } from "../../api/client-policies-query";
import { useChangeClientPolicies } from "../../api/use-change-client-policies";
import { policyRows, withoutNamed, type Row } from "../client-policies-state";
import { toAddClientPolicy, toClientPolicy } from "../paths";
import { JsonListEditor } from "./json-list-editor";
import { ViewSwitch } from "./view-switch";

type PolicyRow = Row<ClientPolicyRepresentation>;

/**
 * The realm's client policies and the server's global ones. A policy's switch turns it on or off
 * at once; with manage-realm the realm's own are created, opened and deleted after a confirmation.
 */
export function PoliciesSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const loaded = useQuery(clientPoliciesQuery(client, realm));
  const change = useChangeClientPolicies();
  const { addAlert, addError } = useAlerts();
  const { ask, dialog } = useConfirmAction();
  // The state shown while a switch's save runs; dropped once the list says what is stored.
  const [pending, setPending] = useState<Record<string, boolean>>({});

  const toggle = async (row: PolicyRow, on: boolean) => {
    setPending({ [row.name]: on });
    try {
      await change.mutateAsync((latest) =>
        latest.map((policy) => (policy.name === row.name ? { ...policy, enabled: on } : policy)),
      );
      addAlert(
        on
          ? t("realmSettings.clientPolicies.policies.enabled", { name: row.name })
          : t("realmSettings.clientPolicies.policies.disabled", { name: row.name }),
        "success",
      );
    } catch (error) {
      addError("realmSettings.clientPolicies.policies.toggleError", error);
    } finally {
      setPending({});
    }
  };
  const askDelete = (row: PolicyRow) => {
    ask({
      title: t("realmSettings.clientPolicies.policies.deleteTitle"),
      message: t("realmSettings.clientPolicies.policies.deleteMessage", { name: row.name }),
      confirmLabel: t("realmSettings.clientPolicies.delete"),
      errorTitle: t("realmSettings.clientPolicies.policies.deleteError"),
      action: () => change.mutateAsync((latest) => withoutNamed(latest, row.name)),
      successMessage: t("realmSettings.clientPolicies.policies.deleted", { name: row.name }),
    });
  };
  // Saving needs manage-realm, but the create page's address also asks for manage-clients.
  const canCreate = useAccess().hasAccess("manage-realm", "manage-clients");
  const createButton = canCreate && (
    <Button component={RouterLink} href={toAddClientPolicy({ realm })}>
      {t("realmSettings.clientPolicies.policies.create")}
    </Button>
  );

  const table = (
    <ClientDataTable<PolicyRow>
      ariaLabel={t("realmSettings.clientPolicies.policies.table")}
      rows={loaded.data === undefined ? [] : policyRows(loaded.data)}
      isLoading={loaded.isPending}
      error={loaded.error ?? undefined}
      onRefresh={() => void loaded.refetch()}
      stateInAddress={false}
      searchPlaceholder={t("realmSettings.clientPolicies.policies.search")}
      rowKey={(row) => `${row.isGlobal ? "global" : "realm"}:${row.name}`}
      rowLabel={(row) => row.name}
      columns={[
        {
          id: "name",
          title: t("realmSettings.clientPolicies.name"),
          value: (row) => row.name,
          sortable: true,
          cell: (row) =>
            row.isGlobal ? (
              row.name
            ) : (
              <Link to={toClientPolicy({ realm, policyName: row.name })}>{row.name}</Link>
            ),
        },
        {
          id: "type",
          title: t("realmSettings.clientPolicies.type"),
          value: (row) => (row.isGlobal ? "global" : "realm"),
          cell: (row) => (
            <Label isCompact color={row.isGlobal ? "blue" : "grey"}>
              {row.isGlobal
                ? t("realmSettings.clientPolicies.global")
                : t("realmSettings.clientPolicies.realmOwn")}
            </Label>
          ),
        },
        {
          id: "enabled",
          title: t("realmSettings.clientPolicies.policies.status"),
          cell: (row) => {
            const on = pending[row.name] ?? row.entry.enabled === true;
            return (
              <Switch
                id={`policy-enabled-${row.isGlobal ? "global" : "realm"}-${row.name}`}
                aria-label={t("realmSettings.clientPolicies.policies.enabledLabel", {
                  name: row.name,
                })}
                label={on ? t("form.on") : t("form.off")}
                isChecked={on}
                isDisabled={!canManage || row.isGlobal || change.isPending}
                onChange={(_event, checked) => void toggle(row, checked)}
              />
            );
          },
        },
        {
          id: "description",
          title: t("realmSettings.clientPolicies.description"),
          value: (row) => row.entry.description,
          truncate: true,
          cell: (row) => row.entry.description,
        },
      ]}
      {...(canManage && {
        actions: [
          {
            title: t("realmSettings.clientPolicies.delete"),
            isDanger: true,
            isHidden: (row) => row.isGlobal,
            onClick: askDelete,
          },
        ],
        toolbarItems: () => <ToolbarItem>{createButton}</ToolbarItem>,
      })}
      emptyState={
        <EmptyListState
          title={t("realmSettings.clientPolicies.policies.emptyTitle")}
          body={t("realmSettings.clientPolicies.policies.emptyBody")}
          action={createButton}
        />
      }
    />
  );

  return (
    <>
      {dialog}
      <ViewSwitch
        list={table}
        json={
          loaded.data !== undefined && (
            <JsonListEditor<ClientPolicyRepresentation>
              key={JSON.stringify(loaded.data.policies ?? [])}
              listKey="policies"
              entries={loaded.data.policies ?? []}
              canManage={canManage}
              save={(entries) => change.mutateAsync(() => entries)}
              isSaving={change.isPending}
            />
          )
        }
      />
    </>
  );
}
