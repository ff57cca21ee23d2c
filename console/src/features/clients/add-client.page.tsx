import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { CreateClientWizard } from "./components/create-client-wizard";

/** Creates a client, step by step. */
export function AddClientPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clients.create.title")}</Title>
        <Content component="p">{t("clients.create.description")}</Content>
      </PageSection>
      <PageSection>
        <CreateClientWizard />
      </PageSection>
    </>
  );
}
