import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { CreateFlowForm } from "./create-flow-form";

/** Creates an authentication flow; its steps are added in the flow's editor afterwards. */
export function CreateFlowPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("authentication.createFlow.title")}</Title>
        <Content component="p">{t("authentication.createFlow.description")}</Content>
      </PageSection>
      <PageSection>
        <CreateFlowForm />
      </PageSection>
    </>
  );
}
