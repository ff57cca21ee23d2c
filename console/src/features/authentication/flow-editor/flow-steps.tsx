import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Skeleton,
  ToggleGroup,
  ToggleGroupItem,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { executionsQuery } from "../api/flow-editor/executions-query";
import type { ProviderKind } from "../api/flow-editor/providers-query";
import { useDeleteConfig } from "../api/flow-editor/use-delete-config";
import { useDeleteStep } from "../api/flow-editor/use-delete-step";
import { AddStepDialog, type StepTarget } from "./add-step-dialog";
import { AddSubFlowDialog } from "./add-sub-flow-dialog";
import { ConfigDialog } from "./config-dialog";
import { executionRows, type ExecutionRow } from "./execution-tree";
import { ExecutionsTable, type StepAction } from "./executions-table";
import { useStepMoves } from "./use-step-moves";

// The diagram brings a drawing library of its own: it loads when first shown.
const FlowDiagram = lazy(() =>
  import("../flow-diagram/flow-diagram").then((module) => ({ default: module.FlowDiagram })),
);

/** The query parameter naming the view of the steps; the table when absent. */
const viewParam = "view";

type OpenDialog =
  | { kind: "step" | "condition"; target: StepTarget }
  | { kind: "sub-flow"; parentAlias: string }
  | { kind: "configure"; row: ExecutionRow };

/**
 * What the server offers to put into a flow: form actions in a form sub-flow, client
 * authenticators anywhere in a client flow (`topType`), authenticators elsewhere.
 */
function providerKind(topType: string, isForm: boolean): ProviderKind {
  if (isForm) return "form-action";
  return topType === "client-flow" ? "client-authenticator" : "authenticator";
}

/**
 * The steps of a flow: the tree of executions with, for those who may change the flow, the
 * buttons that add to it and the dialogs its rows open.
 */
export function FlowSteps({
  flow,
  canChange,
}: {
  flow: AuthenticationFlowRepresentation;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const alias = flow.alias ?? "";
  const flowType = flow.providerId ?? "basic-flow";
  const executions = useQuery(executionsQuery(client, realm, flow.id ?? "", alias));
  const [open, setOpen] = useState<OpenDialog>();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const deleteStep = useDeleteStep();
  const deleteConfig = useDeleteConfig();
  const { moveBy, isMoving } = useStepMoves();
  const [searchParams, setSearchParams] = useSearchParams();
  const isDiagram = searchParams.get(viewParam) === "diagram";
  const showView = (diagram: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (diagram) next.set(viewParam, "diagram");
    else next.delete(viewParam);
    setSearchParams(next, { replace: true });
  };
  const close = () => {
    setOpen(undefined);
  };

  const onAction = (action: StepAction, row: ExecutionRow) => {
    const subFlowAlias = row.execution.displayName ?? "";
    const kind = providerKind(flowType, row.isFormFlow);
    switch (action) {
      case "add-step":
        setOpen({ kind: "step", target: { alias: subFlowAlias, kind } });
        return;
      case "add-condition":
        setOpen({ kind: "condition", target: { alias: subFlowAlias, kind: "authenticator" } });
        return;
      case "add-sub-flow":
        setOpen({ kind: "sub-flow", parentAlias: subFlowAlias });
        return;
      case "configure":
        setOpen({ kind: "configure", row });
        return;
      case "remove-config":
        confirm({
          title: t("authentication.flowEditor.config.removeTitle"),
          message: t("authentication.flowEditor.config.removeMessage", { name: row.name }),
          confirmLabel: t("authentication.flowEditor.config.remove"),
          errorTitle: t("authentication.flowEditor.config.removeFailed"),
          variant: "danger",
          onConfirm: async () => {
            await deleteConfig.mutateAsync(row.execution.authenticationConfig ?? "");
            addAlert(t("authentication.flowEditor.config.removed"), "success");
          },
        });
        return;
      case "delete":
        confirm({
          title: t("authentication.flowEditor.deleteDialog.title"),
          message: t(
            row.isSubFlow
              ? "authentication.flowEditor.deleteDialog.subFlowMessage"
              : "authentication.flowEditor.deleteDialog.message",
            { name: row.name },
          ),
          confirmLabel: t("authentication.flowEditor.deleteDialog.confirm"),
          errorTitle: t("authentication.flowEditor.deleteDialog.failed"),
          variant: "danger",
          onConfirm: async () => {
            await deleteStep.mutateAsync(row.id);
            addAlert(
              t("authentication.flowEditor.deleteDialog.deleted", { name: row.name }),
              "success",
            );
          },
        });
        return;
    }
  };

  if (executions.isPending)
    return <Skeleton screenreaderText={t("authentication.flowEditor.loading")} />;
  // A failed read again keeps the steps last read, and any open dialog with them.
  if (executions.data === undefined)
    return (
      <DialogFailure
        failure={errorMessage(executions.error, t)}
        title={t("authentication.flowEditor.loadFailed")}
      />
    );

  const rows = executionRows(executions.data, alias);
  const addButtons = canChange && (
    <>
      <Button
        onClick={() => {
          setOpen({
            kind: "step",
            target: { alias, kind: providerKind(flowType, flowType === "form-flow") },
          });
        }}
      >
        {t("authentication.flowEditor.addStep")}
      </Button>{" "}
      <Button
        variant="secondary"
        onClick={() => {
          setOpen({ kind: "sub-flow", parentAlias: alias });
        }}
      >
        {t("authentication.flowEditor.addSubFlow")}
      </Button>
    </>
  );

  return (
    <>
      {rows.length === 0 ? (
        <EmptyListState
          title={t("authentication.flowEditor.empty")}
          body={t("authentication.flowEditor.emptyHint")}
          action={addButtons}
        />
      ) : (
        <>
          <Toolbar>
            <ToolbarContent>
              {canChange && <ToolbarItem>{addButtons}</ToolbarItem>}
              <ToolbarItem>
                <ToggleGroup aria-label={t("authentication.flowEditor.view.label")}>
                  <ToggleGroupItem
                    text={t("authentication.flowEditor.view.table")}
                    isSelected={!isDiagram}
                    onChange={() => {
                      showView(false);
                    }}
                  />
                  <ToggleGroupItem
                    text={t("authentication.flowEditor.view.diagram")}
                    isSelected={isDiagram}
                    onChange={() => {
                      showView(true);
                    }}
                  />
                </ToggleGroup>
              </ToolbarItem>
            </ToolbarContent>
          </Toolbar>
          {isDiagram ? (
            <Suspense
              fallback={<Skeleton screenreaderText={t("authentication.flowEditor.view.loading")} />}
            >
              <FlowDiagram
                rows={rows}
                flowName={alias}
                isMoving={isMoving}
                {...(canChange && { onMove: moveBy })}
              />
            </Suspense>
          ) : (
            <ExecutionsTable
              rows={rows}
              flowAlias={alias}
              canChange={canChange}
              onAction={onAction}
              onMove={moveBy}
              isMoving={isMoving}
            />
          )}
        </>
      )}
      {(open?.kind === "step" || open?.kind === "condition") && (
        <AddStepDialog
          target={open.target}
          conditions={open.kind === "condition"}
          onClose={close}
        />
      )}
      {open?.kind === "sub-flow" && (
        <AddSubFlowDialog parentAlias={open.parentAlias} onClose={close} />
      )}
      {open?.kind === "configure" && <ConfigDialog row={open.row} onClose={close} />}
      {confirmDialog}
    </>
  );
}
