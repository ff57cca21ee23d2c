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
import { clientPoliciesQuery } from "../api/client-policies-query";
import { useChangeClientPolicies } from "../api/use-change-client-policies";
import { conditionProviderType, policyRows } from "./client-policies-state";
import { ProviderConfigForm } from "./components/provider-config-form";
import { toClientPolicy, type ConditionParams } from "./paths";

type AddressParams = Omit<ConditionParams, "conditionName"> & { conditionName: string | undefined };

/** Adds a condition to a realm policy, or shows and changes one (`:conditionName`, its type). */
export function ConditionPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { policyName, conditionName } = useRouteParams<AddressParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(clientPoliciesQuery(client, realm));
  const change = useChangeClientPolicies();
  const types = useServerInfo().componentTypes?.[conditionProviderType] ?? [];
  const backTo = toClientPolicy({ realm, policyName });

  if (loaded.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
      </PageSection>
    );
  }
  const row = (loaded.data === undefined ? [] : policyRows(loaded.data)).find(
    (candidate) => candidate.name === policyName,
  );
  // A policy may hold one type twice; the address names the first of them.
  const index = (row?.entry.conditions ?? []).findIndex(
    (entry) => entry.condition === conditionName,
  );
  const condition = row?.entry.conditions?.[index];
  if (
    loaded.data === undefined ||
    row === undefined ||
    (conditionName !== undefined && condition === undefined)
  ) {
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={t("realmSettings.clientPolicies.conditions.notFound")}
        back={{ to: backTo, label: t("realmSettings.clientPolicies.conditions.back") }}
      />
    );
  }

  const save = (type: string, configuration: Record<string, unknown>) =>
    change.mutateAsync((latest) =>
      latest.map((entry): ClientPolicyRepresentation => {
        if (entry.name !== policyName) return entry;
        const conditions = entry.conditions ?? [];
        const added = { condition: type, configuration };
        return {
          ...entry,
          conditions:
            condition === undefined
              ? [...conditions, added]
              : conditions.map((item, at) => (at === index ? added : item)),
        };
      }),
    );

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {condition === undefined
            ? t("realmSettings.clientPolicies.conditions.addTitle", { name: policyName })
            : t("realmSettings.clientPolicies.conditions.editTitle", {
                type: conditionName,
                name: policyName,
              })}
        </Title>
      </PageSection>
      <PageSection>
        <ProviderConfigForm
          key={JSON.stringify(condition ?? null)}
          kind="conditions"
          types={types}
          {...(condition !== undefined && {
            current: {
              type: condition.condition ?? "",
              configuration: condition.configuration ?? {},
            },
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
