import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ImportClientForm } from "./components/import-client-form";

/** Creates a client from its JSON, as exported from this or another server. */
export function ImportClientPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clients.import.title")}</Title>
        <Content component="p">{t("clients.import.description")}</Content>
      </PageSection>
      <PageSection>
        <ImportClientForm />
      </PageSection>
    </>
  );
}
