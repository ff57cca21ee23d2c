import type { ClientPolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { SelectControl } from "@/shared/ui/form/select-control";
import { clientPoliciesQuery } from "../api/client-policies-query";
import { clientProfilesQuery } from "../api/client-profiles-query";
import { useChangeClientPolicies } from "../api/use-change-client-policies";
import {
  conditionProviderType,
  policyFormValues,
  policyFromForm,
  policyRows,
  profileRows,
  occurrenceAt,
  putNamed,
  withNewEntry,
  type PolicyFormValues,
} from "./client-policies-state";
import { EntriesTable, type ProviderEntryRow } from "./components/entries-table";
import { EntryForm } from "./components/entry-form";
import {
  toAddCondition,
  toClientPolicies,
  toClientPolicy,
  toCondition,
  type ClientPolicyParams,
} from "./paths";

type AddressParams = Omit<ClientPolicyParams, "policyName"> & { policyName: string | undefined };

/**
 * A client policy of the realm: its name and description, the profiles it applies and the
 * conditions that pick the clients it applies them to. Without `:policyName` it creates one.
 */
export function ClientPolicyPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { policyName } = useRouteParams<AddressParams>();
  const access = useAccess();
  const canManage = access.hasAccess("manage-realm");
  // The condition pages' addresses also ask for manage-clients.
  const canEditConditions = access.hasAccess("manage-realm", "manage-clients");
  const loaded = useQuery(clientPoliciesQuery(client, realm));
  const profiles = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientPolicies();
  const conditionTypes = useServerInfo().componentTypes?.[conditionProviderType] ?? [];
  const { ask, dialog } = useConfirmAction();
  const listPath = toClientPolicies({ realm, tab: "policies" });

  if (loaded.isPending || profiles.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
      </PageSection>
    );
  }
  const rows = loaded.data === undefined ? [] : policyRows(loaded.data);
  // Global policies are not changed here: the list shows them as they are.
  const row = rows.find((candidate) => candidate.name === policyName && !candidate.isGlobal);
  // A failed reload keeps the data already shown, and with it what is being typed.
  if (
    loaded.data === undefined ||
    profiles.data === undefined ||
    (policyName !== undefined && row === undefined)
  ) {
    return (
      <ObjectUnavailable
        error={loaded.error ?? profiles.error}
        notFound={t("realmSettings.clientPolicies.policies.notFound")}
        back={{ to: listPath, label: t("realmSettings.clientPolicies.policies.back") }}
      />
    );
  }
  const isNew = row === undefined;
  const name = row?.name ?? "";
  const profileNames = profileRows(profiles.data).map((entry) => entry.name);
  const globalNames = rows.filter((entry) => entry.isGlobal).map((entry) => entry.name);

  const save = (values: PolicyFormValues) =>
    change.mutateAsync((latest) => {
      if (isNew) return withNewEntry(latest, policyFromForm(values), globalNames);
      const current = latest.find((entry) => entry.name === values.name) ?? row.entry;
      return putNamed(latest, values.name, policyFromForm(values, current));
    });

  const conditionRows: ProviderEntryRow[] = (row?.entry.conditions ?? []).map(
    (condition, index) => ({
      type: condition.condition ?? "",
      index,
      helpText: conditionTypes.find((type) => type.id === condition.condition)?.helpText,
    }),
  );
  const askRemove = (condition: ProviderEntryRow) => {
    ask({
      title: t("realmSettings.clientPolicies.conditions.removeTitle"),
      message: t("realmSettings.clientPolicies.conditions.removeMessage", {
        type: condition.type,
        name,
      }),
      confirmLabel: t("realmSettings.clientPolicies.remove"),
      errorTitle: t("realmSettings.clientPolicies.conditions.removeError"),
      action: () =>
        change.mutateAsync((latest) =>
          latest.map((entry): ClientPolicyRepresentation =>
            entry.name === name
              ? {
                  ...entry,
                  conditions: (entry.conditions ?? []).filter((_, at) => at !== condition.index),
                }
              : entry,
          ),
        ),
      successMessage: t("realmSettings.clientPolicies.conditions.removed", {
        type: condition.type,
      }),
    });
  };

  return (
    <>
      {dialog}
      <PageSection>
        <Title headingLevel="h1">
          {isNew ? t("realmSettings.clientPolicies.policies.createTitle") : name}
        </Title>
      </PageSection>
      <PageSection>
        <EntryForm<PolicyFormValues>
          key={JSON.stringify(row?.entry ?? null)}
          defaultValues={policyFormValues(row?.entry)}
          isNew={isNew}
          takenNames={rows.map((entry) => entry.name)}
          canEdit={canManage}
          save={save}
          isSaving={change.isPending}
          savedMessage={
            isNew
              ? t("realmSettings.clientPolicies.policies.created")
              : t("realmSettings.clientPolicies.policies.saved")
          }
          saveErrorKey="realmSettings.clientPolicies.policies.saveError"
          afterCreate={(values) => toClientPolicy({ realm, policyName: values.name.trim() })}
          cancelTo={listPath}
        >
          <SelectControl<PolicyFormValues>
            name="profiles"
            variant="multi"
            label={t("realmSettings.clientPolicies.policies.profiles")}
            labelIcon={t("realmSettings.clientPolicies.policies.profilesHelp")}
            options={profileNames}
            isDisabled={!canManage}
          />
        </EntryForm>
      </PageSection>
      {!isNew && (
        <PageSection>
          <Title headingLevel="h2">{t("realmSettings.clientPolicies.conditions.title")}</Title>
          <EntriesTable
            kind="conditions"
            rows={conditionRows}
            canEdit={canEditConditions}
            addTo={toAddCondition({ realm, policyName: name })}
            linkTo={(entry) =>
              toCondition({
                realm,
                policyName: name,
                conditionName: entry.type,
                occurrence: occurrenceAt(conditionRows, entry.index),
              })
            }
            canOpen={access.hasAccess("manage-clients")}
            onRemove={askRemove}
          />
        </PageSection>
      )}
    </>
  );
}
