import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { NewWorkflowForm } from "./components/new-workflow-form";

/** Creates a workflow from YAML. */
export function NewWorkflowPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("workflows.create.title")}</Title>
        <Content component="p">{t("workflows.create.description")}</Content>
      </PageSection>
      <PageSection>
        <NewWorkflowForm />
      </PageSection>
    </>
  );
}
