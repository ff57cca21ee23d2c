import type { ClientPolicyRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { clientPoliciesQuery } from "../api/client-policies-query";
import { useChangeClientPolicies } from "../api/use-change-client-policies";
import {
  conditionProviderType,
  entryOfType,
  policyRows,
  withEntryAt,
} from "./client-policies-state";
import { ProviderEntryView } from "./components/provider-entry-view";
import { occurrenceParam, toClientPolicy, type ConditionParams } from "./paths";

type AddressParams = Omit<ConditionParams, "conditionName"> & {
  conditionName: string | undefined;
};

/** Adds a condition to a realm policy, or shows and changes one (`:conditionName`, its type). */
export function ConditionPage() {
  const client = useAdminClient();
  const realm = useRealm();
  const [searchParams] = useSearchParams();
  const { policyName, conditionName } = useRouteParams<AddressParams>();
  const canEdit = useAccess().hasAccess("manage-realm", "manage-clients");
  const loaded = useQuery(clientPoliciesQuery(client, realm));
  const change = useChangeClientPolicies();
  const types = useServerInfo().componentTypes?.[conditionProviderType] ?? [];

  // Global policies are not changed here.
  const row = (loaded.data === undefined ? [] : policyRows(loaded.data)).find(
    (candidate) => candidate.name === policyName && !candidate.isGlobal,
  );
  const entries = (row?.entry.conditions ?? []).map((condition) => ({
    type: condition.condition ?? "",
    configuration: condition.configuration ?? {},
  }));
  const occurrence = Number(searchParams.get(occurrenceParam) ?? "0");
  const { entry, index } = entryOfType(
    entries,
    conditionName,
    Number.isInteger(occurrence) ? occurrence : -1,
  );
  const save = (type: string, configuration: Record<string, unknown>) =>
    change.mutateAsync((latest) =>
      latest.map((policy): ClientPolicyRepresentation =>
        policy.name === policyName
          ? {
              ...policy,
              conditions: withEntryAt(policy.conditions ?? [], index, {
                condition: type,
                configuration,
              }),
            }
          : policy,
      ),
    );

  return (
    <ProviderEntryView
      kind="conditions"
      isPending={loaded.isPending}
      error={loaded.error}
      isFound={row !== undefined && (conditionName === undefined || entry !== undefined)}
      ownerName={policyName}
      entry={entry}
      types={types}
      canEdit={canEdit}
      save={save}
      isSaving={change.isPending}
      backTo={toClientPolicy({ realm, policyName })}
    />
  );
}
