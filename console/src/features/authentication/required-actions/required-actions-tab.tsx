import { Alert, Button, Content, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { requiredActionsListQuery } from "../api/required-actions-list-query";
import { useMoveRequiredAction } from "../api/use-move-required-action";
import { useResetRequiredActionConfig } from "../api/use-reset-required-action-config";
import { useSwitchRequiredAction } from "../api/use-switch-required-action";
import { RequiredActionConfigDialog } from "./required-action-config-dialog";
import { movedRows, prioritySteps, type RequiredActionRow } from "./required-action-rows";
import { RequiredActionsTable } from "./required-actions-table";

/**
 * The actions a user may be asked to complete at sign-in (verify the e-mail address, set up a
 * one-time password, accept the terms…): which the realm offers, which every new user gets, and
 * the order in which they are asked. Everyone who may open the page reads it; manage-realm
 * changes it.
 */
export function RequiredActionsTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canManage = useAccess().hasAccess("manage-realm");
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const list = useQuery(requiredActionsListQuery(client, realm));
  const switchAction = useSwitchRequiredAction();
  const move = useMoveRequiredAction();
  // The order being saved, shown until the server's list is read again.
  const [pendingOrder, setPendingOrder] = useState<RequiredActionRow[]>();
  const [configuring, setConfiguring] = useState<RequiredActionRow>();
  const reset = useResetRequiredActionConfig();

  // A failed read again after a change keeps the list shown: the change's own alert says why.
  if (list.data === undefined) {
    if (!list.isError)
      return <Skeleton screenreaderText={t("authentication.requiredActions.loading")} />;
    return (
      <Alert
        variant="danger"
        isInline
        title={t("authentication.requiredActions.loadError")}
        actionLinks={
          <Button variant="link" isInline onClick={() => void list.refetch()}>
            {t("authentication.requiredActions.tryAgain")}
          </Button>
        }
      >
        {errorMessage(list.error, t).message}
      </Alert>
    );
  }

  const rows = pendingOrder ?? list.data;
  const onMove = (from: number, to: number) => {
    const steps = prioritySteps(rows, from, to);
    const moved = rows[from];
    if (steps === 0 || moved === undefined) return;
    setPendingOrder(movedRows(rows, from, to));
    move.mutate(
      { alias: moved.alias, steps },
      {
        onSuccess: () => {
          addAlert(t("authentication.requiredActions.moved", { name: moved.name }), "success");
        },
        onError: (error) => {
          addError("authentication.requiredActions.moveError", error);
        },
        onSettled: () => {
          setPendingOrder(undefined);
        },
      },
    );
  };
  const onSwitch = (
    row: RequiredActionRow,
    change: { enabled?: boolean; defaultAction?: boolean },
  ) => {
    switchAction.mutate(
      { row, ...change },
      {
        onSuccess: () => {
          addAlert(t("authentication.requiredActions.switched", { name: row.name }), "success");
        },
        onError: (error) => {
          addError("authentication.requiredActions.switchError", error);
        },
      },
    );
  };
  const askReset = (row: RequiredActionRow) => {
    confirm({
      title: t("authentication.requiredActions.resetTitle", { name: row.name }),
      message: t("authentication.requiredActions.resetMessage", { name: row.name }),
      confirmLabel: t("authentication.requiredActions.resetConfirm"),
      variant: "danger",
      errorTitle: t("authentication.requiredActions.resetError"),
      onConfirm: async () => {
        await reset.mutateAsync(row.alias);
        addAlert(t("authentication.requiredActions.resetDone", { name: row.name }), "success");
      },
    });
  };

  if (rows.length === 0)
    return (
      <EmptyListState
        title={t("authentication.requiredActions.empty")}
        body={t("authentication.requiredActions.emptyBody")}
      />
    );
  return (
    <>
      {dialog}
      {configuring !== undefined && (
        <RequiredActionConfigDialog
          action={configuring}
          canManage={canManage}
          onClose={() => {
            setConfiguring(undefined);
          }}
        />
      )}
      <Content component="p">
        {canManage
          ? t("authentication.requiredActions.orderHint")
          : t("authentication.requiredActions.orderInfo")}
      </Content>
      <RequiredActionsTable
        rows={rows}
        canManage={canManage}
        isMoving={move.isPending}
        switching={switchAction.isPending ? switchAction.variables.row.alias : undefined}
        onMove={onMove}
        onSwitch={onSwitch}
        onConfigure={setConfiguring}
        onResetConfig={askReset}
      />
    </>
  );
}
