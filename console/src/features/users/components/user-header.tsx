import type { UserRepresentation } from "@gatehouse/admin-client";
import { FlexItem, Label, PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { type DetailsAction, DetailsTitle } from "@/shared/ui/details/details-title";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useSignOut } from "../api/use-sign-out";
import { bruteForceQuery } from "../api/brute-force-query";
import { useSendVerifyEmail } from "../api/use-send-verify-email";
import { useUnlockUser } from "../api/use-unlock-user";
import { useDeleteUser } from "../api/use-delete-user";
import { useImpersonate } from "../api/use-impersonate";
import { toUsers } from "@/shared/paths/user-paths";
import { ExecuteActionsDialog } from "./execute-actions-dialog";
import { useCanManageUser } from "../use-can-manage-user";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/** The user's name and state, with the actions on the whole user. */
export function UserHeader({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const userId = user.id ?? "";
  const deleteUser = useDeleteUser();
  const signOut = useSignOut(userId);
  const unlock = useUnlockUser(userId);
  const sendVerifyEmail = useSendVerifyEmail(userId);
  const { impersonate } = useImpersonate();
  const bruteForce = useQuery(bruteForceQuery(client, realm, userId));
  const { confirm, dialog } = useConfirmDialog();
  const [sendingActions, setSendingActions] = useState(false);
  const canManage = useCanManageUser(user);
  const canImpersonate = user.access?.["impersonate"] === true;
  const locked = bruteForce.data?.disabled === true;
  const hasEmail = user.email !== undefined && user.email !== "";
  const canVerify = canManage && hasEmail && user.emailVerified !== true;

  const askDelete = () => {
    confirm({
      title: t("users.delete.title"),
      message: t("users.delete.message", { username: user.username }),
      confirmLabel: t("users.delete.confirm"),
      variant: "danger",
      errorTitle: t("users.delete.error"),
      onConfirm: async () => {
        await deleteUser.mutateAsync(userId);
        addAlert(t("users.delete.success", { username: user.username }), "success");
        void navigate(toUsers({ realm }), afterDeletion);
      },
    });
  };
  const askSignOut = () => {
    confirm({
      title: t("users.sessions.signOutAllTitle"),
      message: t("users.sessions.signOutAllMessage", { username: user.username }),
      confirmLabel: t("users.sessions.signOutAll"),
      variant: "danger",
      errorTitle: t("users.sessions.signOutError"),
      onConfirm: async () => {
        await signOut.mutateAsync(undefined);
        addAlert(t("users.sessions.signedOut"), "success");
      },
    });
  };
  const askVerify = () => {
    confirm({
      title: t("users.header.verifyTitle"),
      message: t("users.header.verifyMessage", { email: user.email }),
      confirmLabel: t("users.header.verifySend"),
      errorTitle: t("users.header.verifyError"),
      onConfirm: async () => {
        await sendVerifyEmail.mutateAsync();
        addAlert(t("users.header.verifySent"), "success");
      },
    });
  };
  const runUnlock = () => {
    unlock.mutate(undefined, {
      onSuccess: () => {
        addAlert(t("users.header.unlocked"), "success");
      },
      onError: (error) => {
        addError("users.header.unlockError", error);
      },
    });
  };
  const runImpersonate = () => {
    impersonate(userId);
  };

  const actions: DetailsAction[] = [
    ...(canImpersonate
      ? [{ id: "impersonate", label: t("users.header.impersonate"), onSelect: runImpersonate }]
      : []),
    ...(canManage && locked
      ? [{ id: "unlock", label: t("users.header.unlock"), onSelect: runUnlock }]
      : []),
    ...(canVerify ? [{ id: "verify", label: t("users.header.verify"), onSelect: askVerify }] : []),
    ...(canManage
      ? [
          {
            id: "execute-actions",
            label: t("users.executeActions.open"),
            onSelect: () => {
              setSendingActions(true);
            },
            isAriaDisabled: !hasEmail,
            ...(!hasEmail && { description: t("users.executeActions.noEmail") }),
          },
          { id: "sign-out", label: t("users.sessions.signOutAll"), onSelect: askSignOut },
          { id: "delete", label: t("users.delete.confirm"), isDanger: true, onSelect: askDelete },
        ]
      : []),
  ];

  return (
    <PageSection>
      {dialog}
      {sendingActions && (
        <ExecuteActionsDialog
          user={user}
          onClose={() => {
            setSendingActions(false);
          }}
        />
      )}
      <DetailsTitle
        title={user.username}
        labels={
          <>
            {user.enabled === false && (
              <FlexItem>
                <Label color="orange">{t("users.disabledLabel")}</Label>
              </FlexItem>
            )}
            {locked && (
              <FlexItem>
                <Label color="red">{t("users.header.locked")}</Label>
              </FlexItem>
            )}
          </>
        }
        actionsLabel={t("users.details.actions")}
        actions={actions}
      />
    </PageSection>
  );
}
