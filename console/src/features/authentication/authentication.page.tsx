import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { FlowsTab } from "./flows/flows-tab";
import { toAuthentication, type AuthenticationTab } from "./paths";
import { PoliciesTab } from "./policies/policies-tab";
import { RequiredActionsTab } from "./required-actions/required-actions-tab";

/**
 * How the realm's users sign in: its authentication flows, the required actions users may be asked
 * to complete, and the password, one-time password, WebAuthn and CIBA policies. Everyone who may
 * open the page reads all three; changing them needs manage-realm.
 */
export function AuthenticationPage() {
  const { t } = useTranslation();
  const realm = useRealm();

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("authentication.title")}</Title>
        <Content component="p">{t("authentication.description")}</Content>
      </PageSection>
      <PageSection>
        <RoutedTabs<AuthenticationTab>
          ariaLabel={t("authentication.tabs")}
          linkTo={(tab) => toAuthentication({ realm, tab })}
          tabs={[
            { key: "flows", title: t("authentication.flows.tab"), content: <FlowsTab /> },
            {
              key: "required-actions",
              title: t("authentication.requiredActions.tab"),
              content: <RequiredActionsTab />,
            },
            {
              key: "policies",
              title: t("authentication.policies.tab"),
              content: <PoliciesTab />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
