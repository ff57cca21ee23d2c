import type { WorkflowRepresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Title } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { UnavailableFeatureSection } from "@/shared/access/unavailable-feature-section";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteWorkflow } from "./api/use-delete-workflow";
import { useSwitchWorkflow } from "./api/use-switch-workflow";
import { workflowsServerNeeds } from "@/shared/access/rules";
import { ScheduledSteps } from "./components/scheduled-steps";
import { WorkflowsTable } from "./components/workflows-table";

/**
 * The realm's workflows: list, read as YAML, switch on or off, delete, and steps waiting for a user.
 * Without the right the server wants for any of it, the page says so instead of a refused list.
 */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const access = useAccess();
  if (!useIsFeatureEnabled(Feature.Workflows))
    return <UnavailableFeatureSection reason={t("workflows.unavailable")} />;
  if (!access.hasAccess(workflowsServerNeeds))
    return <ForbiddenSection missingRights={[workflowsServerNeeds]} />;
  return <Workflows />;
}

function Workflows() {
  const { t } = useTranslation();
  const access = useAccess();
  const canManage = access.hasAccess("manage-realm");
  const { addAlert, addError } = useAlerts();
  const deleteWorkflow = useDeleteWorkflow();
  const switchWorkflow = useSwitchWorkflow();
  const { confirm, dialog } = useConfirmDialog();
  const [showScheduled, setShowScheduled] = useState(false);

  const askDelete = ({ id = "", name = "" }: WorkflowRepresentation) => {
    confirm({
      title: t("workflows.delete.title", { name }),
      message: t("workflows.delete.message", { name }),
      confirmLabel: t("workflows.delete.confirm"),
      variant: "danger",
      errorTitle: t("workflows.delete.error"),
      onConfirm: async () => {
        await deleteWorkflow.mutateAsync(id);
        addAlert(t("workflows.delete.success", { name }), "success");
      },
    });
  };

  const toggle = ({ id = "", name = "", enabled }: WorkflowRepresentation) => {
    const on = enabled === false;
    switchWorkflow.mutate(
      { id, enabled: on },
      {
        onSuccess: () => {
          addAlert(
            t(on ? "workflows.switch.onDone" : "workflows.switch.offDone", { name }),
            "success",
          );
        },
        onError: (error) => {
          addError(t("workflows.switch.error", { name }), error);
        },
      },
    );
  };

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("workflows.title")}</Title>
        <Content component="p">{t("workflows.description")}</Content>
      </PageSection>
      <PageSection>
        <WorkflowsTable
          canManage={canManage}
          canViewUsers={access.hasAccess("view-users")}
          onDelete={askDelete}
          onSwitch={toggle}
          onShowScheduled={() => {
            setShowScheduled(true);
          }}
        />
      </PageSection>
      {dialog}
      {showScheduled && (
        <ScheduledSteps
          onClose={() => {
            setShowScheduled(false);
          }}
        />
      )}
    </>
  );
}
