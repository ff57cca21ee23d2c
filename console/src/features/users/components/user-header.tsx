import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Dropdown,
  DropdownItem,
  DropdownList,
  Flex,
  FlexItem,
  Label,
  MenuToggle,
  PageSection,
  Title,
} from "@patternfly/react-core";
import EllipsisVIcon from "@patternfly/react-icons/dist/esm/icons/ellipsis-v-icon";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
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
  const [open, setOpen] = useState(false);
  const [sendingActions, setSendingActions] = useState(false);
  const canManage = useCanManageUser(user);
  const canImpersonate = user.access?.["impersonate"] === true;
  const locked = bruteForce.data?.disabled === true;
  const hasEmail = user.email !== undefined && user.email !== "";
  const canVerify = canManage && hasEmail && user.emailVerified !== true;

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
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
        void navigate(toUsers({ realm }));
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

  const items = [
    canImpersonate && (
      <DropdownItem key="impersonate" onClick={choose(runImpersonate)}>
        {t("users.header.impersonate")}
      </DropdownItem>
    ),
    canManage && locked && (
      <DropdownItem key="unlock" onClick={choose(runUnlock)}>
        {t("users.header.unlock")}
      </DropdownItem>
    ),
    canVerify && (
      <DropdownItem key="verify" onClick={choose(askVerify)}>
        {t("users.header.verify")}
      </DropdownItem>
    ),
    canManage && (
      <DropdownItem
        key="execute-actions"
        onClick={choose(() => {
          setSendingActions(true);
        })}
        isAriaDisabled={!hasEmail}
        {...(!hasEmail && { description: t("users.executeActions.noEmail") })}
      >
        {t("users.executeActions.open")}
      </DropdownItem>
    ),
    canManage && (
      <DropdownItem key="sign-out" onClick={choose(askSignOut)}>
        {t("users.sessions.signOutAll")}
      </DropdownItem>
    ),
    canManage && (
      <DropdownItem key="delete" isDanger onClick={choose(askDelete)}>
        {t("users.delete.confirm")}
      </DropdownItem>
    ),
  ].filter((item) => item !== false);

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
      <Flex
        justifyContent={{ default: "justifyContentSpaceBetween" }}
        alignItems={{ default: "alignItemsCenter" }}
      >
        <FlexItem>
          <Flex
            spaceItems={{ default: "spaceItemsMd" }}
            alignItems={{ default: "alignItemsCenter" }}
          >
            <FlexItem>
              <Title headingLevel="h1">{user.username}</Title>
            </FlexItem>
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
          </Flex>
        </FlexItem>
        {items.length > 0 && (
          <FlexItem>
            <Dropdown
              isOpen={open}
              onOpenChange={setOpen}
              popperProps={{ position: "right" }}
              toggle={(toggleRef) => (
                <MenuToggle
                  ref={toggleRef}
                  variant="plain"
                  aria-label={t("users.details.actions")}
                  isExpanded={open}
                  onClick={() => {
                    setOpen(!open);
                  }}
                  icon={<EllipsisVIcon />}
                />
              )}
            >
              <DropdownList>{items}</DropdownList>
            </Dropdown>
          </FlexItem>
        )}
      </Flex>
    </PageSection>
  );
}
