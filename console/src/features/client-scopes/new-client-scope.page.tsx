import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { NewClientScopeForm } from "./components/new-client-scope-form";

/** Creates a client scope: its settings, protocol and realm-wide type. */
export function NewClientScopePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clientScopes.create.title")}</Title>
      </PageSection>
      <PageSection>
        <NewClientScopeForm />
      </PageSection>
    </>
  );
}
