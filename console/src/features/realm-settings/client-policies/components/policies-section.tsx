import type { ClientPolicyRepresentation } from "@gatehouse/admin-client";
import { Switch } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { clientPoliciesQuery } from "../../api/client-policies-query";
import { useChangeClientPolicies } from "../../api/use-change-client-policies";
import { policyRows, type Row } from "../client-policies-state";
import { toAddClientPolicy, toClientPolicy } from "../paths";
import { EntriesList } from "./entries-list";

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
  // Saving needs manage-realm, but the create page's address also asks for manage-clients.
  const canCreate = useAccess().hasAccess("manage-realm", "manage-clients");

  return (
    <EntriesList<ClientPolicyRepresentation>
      kind="policies"
      rows={loaded.data === undefined ? undefined : policyRows(loaded.data)}
      ownEntries={loaded.data === undefined ? undefined : (loaded.data.policies ?? [])}
      loading={loaded}
      change={change}
      canManage={canManage}
      createHref={canCreate ? toAddClientPolicy({ realm }) : undefined}
      nameCell={(row) =>
        row.isGlobal ? (
          row.name
        ) : (
          <Link to={toClientPolicy({ realm, policyName: row.name })}>{row.name}</Link>
        )
      }
      columns={[
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
      ]}
    />
  );
}
