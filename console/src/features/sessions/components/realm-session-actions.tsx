import { ActionList, ActionListItem, Button } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useSignOutAll } from "../api/use-sign-out-all";
import { RevocationDialog } from "./revocation-dialog";

export interface RealmSessionActionsProps {
  /** Revocation changes the realm (manage-realm). */
  canRevoke: boolean;
  /** Signing every session out needs manage-users on the server. */
  canSignOutAll: boolean;
}

/**
 * The realm-wide actions of the sessions page, shown even when nobody is signed in: revocation in a dialog, and signing out every
 * session after a confirmation, which warns when that ends the administrator's own session.
 */
export function RealmSessionActions({ canRevoke, canSignOutAll }: RealmSessionActionsProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const environment = useEnvironment();
  const { addAlert } = useAlerts();
  const signOutAll = useSignOutAll();
  const { confirm, dialog } = useConfirmDialog();
  const [revoking, setRevoking] = useState(false);
  const ownRealm = environment.realm === realm;

  const askSignOutAll = () => {
    confirm({
      title: t("sessions.signOutAll.title"),
      message: ownRealm
        ? t("sessions.signOutAll.ownMessage", { realm })
        : t("sessions.signOutAll.message", { realm }),
      confirmLabel: t("sessions.signOutAll.confirm"),
      errorTitle: t("sessions.signOutAll.error"),
      variant: "danger",
      onConfirm: async () => {
        const { failedRequests = [] } = await signOutAll.mutateAsync();
        addAlert(t("sessions.signOutAll.done"), "success");
        if (failedRequests.length > 0) {
          addAlert(
            t("sessions.signOutAll.clientsFailed", { addresses: failedRequests.join(", ") }),
            "warning",
          );
        }
      },
    });
  };

  return (
    <>
      {dialog}
      {revoking && (
        <RevocationDialog
          onClose={() => {
            setRevoking(false);
          }}
        />
      )}
      <ActionList>
        {canRevoke && (
          <ActionListItem>
            <Button
              variant="secondary"
              onClick={() => {
                setRevoking(true);
              }}
            >
              {t("sessions.revocation.open")}
            </Button>
          </ActionListItem>
        )}
        {canSignOutAll && (
          <ActionListItem>
            <Button variant="secondary" isDanger onClick={askSignOutAll}>
              {t("sessions.signOutAll.action")}
            </Button>
          </ActionListItem>
        )}
      </ActionList>
    </>
  );
}
