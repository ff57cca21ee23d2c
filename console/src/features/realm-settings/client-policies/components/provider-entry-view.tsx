import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import type { ProviderEntry } from "../client-policies-state";
import { ProviderConfigForm } from "./provider-config-form";

export interface ProviderEntryViewProps {
  kind: "executors" | "conditions";
  /** The owner's list is still loading. */
  isPending: boolean;
  /** Why the list could not be read, when it could not. */
  error: unknown;
  /** The profile or policy exists, and the entry the address names, if it names one. */
  isFound: boolean;
  ownerName: string;
  /** The stored entry; absent when adding one. */
  entry: ProviderEntry | undefined;
  types: readonly ComponentTypeRepresentation[];
  canEdit: boolean;
  save: (type: string, configuration: Record<string, unknown>) => Promise<unknown>;
  isSaving: boolean;
  backTo: string;
}

/**
 * The page of an executor of a client profile or a condition of a client policy: loading, a
 * missing owner or entry, or its title and form.
 */
export function ProviderEntryView({
  kind,
  isPending,
  error,
  isFound,
  ownerName,
  entry,
  types,
  canEdit,
  save,
  isSaving,
  backTo,
}: ProviderEntryViewProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
      </PageSection>
    );
  }
  if (!isFound) {
    return (
      <ObjectUnavailable
        error={error}
        notFound={t(`realmSettings.clientPolicies.${kind}.notFound`)}
        back={{ to: backTo, label: t(`realmSettings.clientPolicies.${kind}.back`) }}
      />
    );
  }
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {entry === undefined
            ? t(`realmSettings.clientPolicies.${kind}.addTitle`, { name: ownerName })
            : t(`realmSettings.clientPolicies.${kind}.editTitle`, {
                type: entry.type,
                name: ownerName,
              })}
        </Title>
      </PageSection>
      <PageSection>
        <ProviderConfigForm
          // Start again from what was saved once the server has a new version.
          key={JSON.stringify(entry ?? null)}
          kind={kind}
          types={types}
          {...(entry !== undefined && { current: entry })}
          canEdit={canEdit}
          save={save}
          isSaving={isSaving}
          backTo={backTo}
        />
      </PageSection>
    </>
  );
}
