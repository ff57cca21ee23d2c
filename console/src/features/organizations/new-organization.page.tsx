import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { NewOrganizationForm } from "./components/new-organization-form";

/** Creates an organization: its name, alias, domains, redirect URL and description. */
export function NewOrganizationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("organizations.create.title")}</Title>
      </PageSection>
      <PageSection>
        <NewOrganizationForm />
      </PageSection>
    </>
  );
}
