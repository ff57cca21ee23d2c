import type { WorkflowRepresentation } from "@gatehouse/admin-client";
import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { CodeEditor } from "@/shared/ui/code-editor/code-editor";
import { RouterLink } from "@/shared/ui/links/router-link";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { workflowsQuery } from "../api/workflows-query";
import { toNewWorkflow } from "../paths";
import { stepsSummary } from "../workflow-steps";
import { workflowYaml } from "../workflow-yaml";

interface WorkflowsTableProps {
  canManage: boolean;
  /** Choosing a user for their scheduled steps lists the realm's users, which needs view-users. */
  canViewUsers: boolean;
  onDelete: (workflow: WorkflowRepresentation) => void;
  onSwitch: (workflow: WorkflowRepresentation) => void;
  onShowScheduled: () => void;
}

/**
 * The realm's workflows, searched and paged by the server. A row opens to show the workflow as
 * YAML, read-only; administrators who manage the realm may switch it on or off and delete it.
 */
export function WorkflowsTable({
  canManage,
  canViewUsers,
  onDelete,
  onSwitch,
  onShowScheduled,
}: WorkflowsTableProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const createButton = canManage && (
    <Button component={RouterLink} href={toNewWorkflow({ realm })}>
      {t("workflows.create.open")}
    </Button>
  );

  return (
    <DataTable<WorkflowRepresentation>
      ariaLabel={t("workflows.tableLabel")}
      {...workflowsQuery(client, realm)}
      rowKey={(workflow) => workflow.id ?? workflow.name ?? ""}
      rowLabel={(workflow) => workflow.name ?? ""}
      searchPlaceholder={t("workflows.search")}
      columns={[
        { id: "name", title: t("workflows.name"), cell: (workflow) => workflow.name ?? "" },
        { id: "on", title: t("workflows.event"), cell: (workflow) => workflow.on ?? "" },
        {
          id: "enabled",
          title: t("workflows.enabled"),
          cell: (workflow) =>
            workflow.enabled === false ? (
              <Label color="grey">{t("workflows.state.off")}</Label>
            ) : (
              <Label color="green">{t("workflows.state.on")}</Label>
            ),
        },
        {
          id: "steps",
          title: t("workflows.steps.title"),
          cell: (workflow) => stepsSummary(workflow, t),
        },
      ]}
      expandedContent={(workflow) => (
        <CodeEditor
          language="yaml"
          isReadOnly
          aria-label={t("workflows.yamlOf", { name: workflow.name ?? "" })}
          value={workflowYaml(workflow)}
        />
      )}
      actions={
        canManage
          ? [
              {
                title: t("workflows.switch.off"),
                onClick: onSwitch,
                isHidden: (workflow) => workflow.enabled === false,
              },
              {
                title: t("workflows.switch.on"),
                onClick: onSwitch,
                isHidden: (workflow) => workflow.enabled !== false,
              },
              { title: t("workflows.delete.confirm"), isDanger: true, onClick: onDelete },
            ]
          : []
      }
      toolbarItems={() => (
        <>
          {createButton && <ToolbarItem>{createButton}</ToolbarItem>}
          {canViewUsers && (
            <ToolbarItem>
              <Button variant="secondary" onClick={onShowScheduled}>
                {t("workflows.scheduled.open")}
              </Button>
            </ToolbarItem>
          )}
        </>
      )}
      emptyState={
        <EmptyListState
          title={t("workflows.empty")}
          body={t("workflows.emptyHint")}
          action={createButton}
        />
      }
    />
  );
}
