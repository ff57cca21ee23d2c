import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { clientProfilesQuery } from "../api/client-profiles-query";
import { useChangeClientProfiles } from "../api/use-change-client-profiles";
import { executorProviderType, profileRows } from "./client-policies-state";
import { ProviderConfigForm } from "./components/provider-config-form";
import { toClientProfile, type ExecutorParams } from "./paths";

type AddressParams = Omit<ExecutorParams, "executorName"> & { executorName: string | undefined };

/** Adds an executor to a realm profile, or shows and changes one (`:executorName`, its type). */
export function ExecutorPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { profileName, executorName } = useRouteParams<AddressParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientProfiles();
  const types = useServerInfo().componentTypes?.[executorProviderType] ?? [];
  const backTo = toClientProfile({ realm, profileName });

  if (loaded.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
      </PageSection>
    );
  }
  const row = (loaded.data === undefined ? [] : profileRows(loaded.data)).find(
    (candidate) => candidate.name === profileName,
  );
  // A profile may hold one type twice; the address names the first of them.
  const index = (row?.entry.executors ?? []).findIndex((entry) => entry.executor === executorName);
  const executor = row?.entry.executors?.[index];
  if (
    loaded.data === undefined ||
    row === undefined ||
    (executorName !== undefined && executor === undefined)
  ) {
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("realmSettings.clientPolicies.executors.notFound")}
        back={{ to: backTo, label: t("realmSettings.clientPolicies.executors.back") }}
      />
    );
  }

  const save = (type: string, configuration: Record<string, unknown>) =>
    change.mutateAsync((latest) =>
      latest.map((entry): ClientProfileRepresentation => {
        if (entry.name !== profileName) return entry;
        const executors = entry.executors ?? [];
        const added = { executor: type, configuration };
        return {
          ...entry,
          executors:
            executor === undefined
              ? [...executors, added]
              : executors.map((item, at) => (at === index ? added : item)),
        };
      }),
    );

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {executor === undefined
            ? t("realmSettings.clientPolicies.executors.addTitle", { name: profileName })
            : t("realmSettings.clientPolicies.executors.editTitle", {
                type: executorName,
                name: profileName,
              })}
        </Title>
      </PageSection>
      <PageSection>
        <ProviderConfigForm
          key={JSON.stringify(executor ?? null)}
          kind="executors"
          types={types}
          {...(executor !== undefined && {
            current: { type: executor.executor ?? "", configuration: executor.configuration ?? {} },
          })}
          canEdit={canManage && !row.isGlobal}
          save={save}
          isSaving={change.isPending}
          backTo={backTo}
        />
      </PageSection>
    </>
  );
}
