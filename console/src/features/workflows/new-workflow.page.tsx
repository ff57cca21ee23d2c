import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { UnavailableFeatureSection } from "@/shared/access/unavailable-feature-section";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { workflowsServerNeeds } from "@/shared/access/rules";
import { NewWorkflowForm } from "./components/new-workflow-form";

/** Creates a workflow from YAML; without the right the server wants, says so before any typing. */
export function NewWorkflowPage() {
  const { t } = useTranslation();
  const access = useAccess();
  if (!useIsFeatureEnabled(Feature.Workflows))
    return <UnavailableFeatureSection reason={t("workflows.unavailable")} />;
  if (!access.hasAccess(workflowsServerNeeds))
    return <ForbiddenSection missingRights={[workflowsServerNeeds]} />;
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
