import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { Label, PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useServerInfo } from "@/shared/api/console-data";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { clientProfilesQuery } from "../api/client-profiles-query";
import { useChangeClientProfiles } from "../api/use-change-client-profiles";
import {
  executorProviderType,
  profileFormValues,
  profileFromForm,
  profileRows,
  occurrenceAt,
  putNamed,
  withNewEntry,
  type ProfileFormValues,
} from "./client-policies-state";
import { EntriesTable, type ProviderEntryRow } from "./components/entries-table";
import { EntryForm } from "./components/entry-form";
import {
  toAddExecutor,
  toClientPolicies,
  toClientProfile,
  toExecutor,
  type ClientProfileParams,
} from "./paths";

type AddressParams = Omit<ClientProfileParams, "profileName"> & { profileName: string | undefined };

/**
 * A client profile: its name and description, and the executors that say what a client under
 * the profile must do. Without `:profileName` it creates one. Global profiles and administrators
 * without manage-realm see it read-only.
 */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { profileName } = useRouteParams<AddressParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientProfiles();
  const executorTypes = useServerInfo().componentTypes?.[executorProviderType] ?? [];
  const { ask, dialog } = useConfirmAction();
  const listPath = toClientPolicies({ realm, tab: "profiles" });

  if (loaded.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
      </PageSection>
    );
  }
  const rows = loaded.data === undefined ? [] : profileRows(loaded.data);
  const row = rows.find((candidate) => candidate.name === profileName);
  // A failed reload keeps the data already shown, and with it what is being typed.
  if (loaded.data === undefined || (profileName !== undefined && row === undefined)) {
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("realmSettings.clientPolicies.profiles.notFound")}
        back={{ to: listPath, label: t("realmSettings.clientPolicies.profiles.back") }}
      />
    );
  }
  const isNew = row === undefined;
  const canEdit = canManage && row?.isGlobal !== true;
  const globalNames = rows.filter((entry) => entry.isGlobal).map((entry) => entry.name);

  const save = (values: ProfileFormValues) =>
    change.mutateAsync((latest) => {
      if (isNew) return withNewEntry(latest, profileFromForm(values), globalNames);
      const current = latest.find((entry) => entry.name === values.name) ?? row.entry;
      return putNamed(latest, values.name, profileFromForm(values, current));
    });

  const executorRows: ProviderEntryRow[] = (row?.entry.executors ?? []).map((executor, index) => ({
    type: executor.executor ?? "",
    index,
    helpText: executorTypes.find((type) => type.id === executor.executor)?.helpText,
  }));
  const name = row?.name ?? "";
  const askRemove = (executor: ProviderEntryRow) => {
    ask({
      title: t("realmSettings.clientPolicies.executors.removeTitle"),
      message: t("realmSettings.clientPolicies.executors.removeMessage", {
        type: executor.type,
        name,
      }),
      confirmLabel: t("realmSettings.clientPolicies.remove"),
      errorTitle: t("realmSettings.clientPolicies.executors.removeError"),
      action: () =>
        change.mutateAsync((latest) =>
          latest.map((entry): ClientProfileRepresentation =>
            entry.name === name
              ? {
                  ...entry,
                  executors: (entry.executors ?? []).filter((_, at) => at !== executor.index),
                }
              : entry,
          ),
        ),
      successMessage: t("realmSettings.clientPolicies.executors.removed", { type: executor.type }),
    });
  };

  return (
    <>
      {dialog}
      <PageSection>
        <Title headingLevel="h1">
          {isNew ? t("realmSettings.clientPolicies.profiles.createTitle") : name}
        </Title>
        {row?.isGlobal === true && (
          <Label isCompact color="blue">
            {t("realmSettings.clientPolicies.global")}
          </Label>
        )}
      </PageSection>
      <PageSection>
        <EntryForm<ProfileFormValues>
          key={JSON.stringify(row?.entry ?? null)}
          defaultValues={profileFormValues(row?.entry)}
          isNew={isNew}
          takenNames={rows.map((entry) => entry.name)}
          canEdit={canEdit}
          save={save}
          isSaving={change.isPending}
          savedMessage={
            isNew
              ? t("realmSettings.clientPolicies.profiles.created")
              : t("realmSettings.clientPolicies.profiles.saved")
          }
          saveErrorKey="realmSettings.clientPolicies.profiles.saveError"
          afterCreate={(values) => toClientProfile({ realm, profileName: values.name.trim() })}
          cancelTo={listPath}
        />
      </PageSection>
      {!isNew && (
        <PageSection>
          <Title headingLevel="h2">{t("realmSettings.clientPolicies.executors.title")}</Title>
          <EntriesTable
            kind="executors"
            rows={executorRows}
            canEdit={canEdit}
            addTo={toAddExecutor({ realm, profileName: name })}
            linkTo={(entry) =>
              toExecutor({
                realm,
                profileName: name,
                executorName: entry.type,
                occurrence: occurrenceAt(executorRows, entry.index),
              })
            }
            // An executor's page asks for manage-realm.
            canOpen={canManage}
            onRemove={askRemove}
          />
        </PageSection>
      )}
    </>
  );
}
