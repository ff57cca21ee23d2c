import { Alert, Content, PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { registrationPoliciesQuery } from "../api/registration-policies-query";
import { registrationPolicyProvidersQuery } from "../api/registration-policy-providers-query";
import { registrationSubTabs, type RegistrationPolicyParams } from "./paths";
import { usePolicyAccess } from "./policy-access";
import { policyProviderDescription } from "./policy-property-texts";
import { RegistrationPolicyForm } from "./registration-policy-form";

// Written out as `string | undefined` rather than optional, so the absent `:id` stays in the type.
type AddressParams = Omit<RegistrationPolicyParams, "id"> & { id: string | undefined };

/** Adds a client registration policy of one provider, or edits a stored one (`:id`). */
export function RegistrationPolicyPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { subTab, providerId, id } = useRouteParams<AddressParams>();
  // The route admits only the known sub-tabs.
  const subType = registrationSubTabs.find((known) => known === subTab) ?? "anonymous";
  const { canManage, missingToManage } = usePolicyAccess();
  const providers = useQuery({
    ...registrationPolicyProvidersQuery(client, realm),
    enabled: canManage,
  });
  const policies = useQuery({
    ...registrationPoliciesQuery(client, realm),
    enabled: canManage && id !== undefined,
  });

  if (!canManage) return <ForbiddenSection missingRights={missingToManage} />;

  const policy = policies.data?.find((candidate) => candidate.id === id);
  // A policy just created is missing from the list read before it: wait for the new list.
  const awaitingPolicy = id !== undefined && policy === undefined && policies.isFetching;
  if (providers.isPending || (id !== undefined && policies.isPending) || awaitingPolicy) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientRegistration.loading")} />
      </PageSection>
    );
  }
  const provider = providers.data?.find((candidate) => candidate.id === providerId);
  const failure = providers.error ?? policies.error;
  if (failure !== null || provider === undefined || (id !== undefined && policy === undefined)) {
    return (
      <PageSection>
        <Title headingLevel="h1">{t("clientRegistration.policies.policyTitle")}</Title>
        <Alert variant="danger" isInline title={t("clientRegistration.policies.notFound")}>
          {failure === null ? null : errorMessage(failure, t).message}
        </Alert>
      </PageSection>
    );
  }
  const description = policyProviderDescription(provider, t);
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {policy?.name ?? t("clientRegistration.policies.createTitle", { provider: providerId })}
        </Title>
        {description !== undefined && <Content component="p">{description}</Content>}
      </PageSection>
      <PageSection>
        {/* Remount on a new version of the policy, so the form starts from what was saved. */}
        <RegistrationPolicyForm
          key={JSON.stringify(policy ?? null)}
          provider={provider}
          subType={subType}
          {...(policy === undefined ? {} : { policy })}
        />
      </PageSection>
    </>
  );
}
