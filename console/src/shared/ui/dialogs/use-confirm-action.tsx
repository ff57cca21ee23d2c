import type { ReactNode } from "react";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "./use-confirm-dialog";

export interface ConfirmActionOptions {
  /** Translated title, a question such as "Revoke this consent?". */
  title: string;
  /** Translated explanation of what happens. */
  message: ReactNode;
  /** Translated label of the confirm button, e.g. "Revoke". */
  confirmLabel: string;
  /** Title of the error shown inside the dialog when the action fails. */
  errorTitle: string;
  /** The action, usually a mutation's `mutateAsync`. */
  action: () => Promise<unknown>;
  /** Translated success alert shown once the action succeeded. */
  successMessage: string;
  /** Removing, revoking and signing out are destructive, so `danger` unless told otherwise. */
  variant?: "primary" | "danger";
}

export interface ConfirmActionHandle {
  /** Asks for confirmation, then runs the action and announces its success. */
  ask: (options: ConfirmActionOptions) => void;
  /** The dialog element: render it once, anywhere in the component. */
  dialog: ReactNode;
}

/**
 * The confirm-then-act pattern of row actions (revoke, unlink, sign out, delete): a confirmation
 * dialog that runs the action, keeps a failure inside itself and, on success, closes and shows a
 * success alert.
 *
 * @example
 * ```tsx
 * const { ask, dialog } = useConfirmAction();
 * const askRevoke = (consent: UserConsentRepresentation) =>
 *   ask({
 *     title: t("users.consents.revokeTitle"),
 *     message: t("users.consents.revokeMessage", { client: consent.clientId }),
 *     confirmLabel: t("users.consents.revoke"),
 *     errorTitle: t("users.consents.revokeError"),
 *     action: () => revoke.mutateAsync(consent.clientId),
 *     successMessage: t("users.consents.revoked", { client: consent.clientId }),
 *   });
 * ```
 */
export function useConfirmAction(): ConfirmActionHandle {
  const { confirm, dialog } = useConfirmDialog();
  const { addAlert } = useAlerts();
  const ask = ({ action, successMessage, variant = "danger", ...texts }: ConfirmActionOptions) => {
    confirm({
      ...texts,
      variant,
      onConfirm: async () => {
        await action();
        addAlert(successMessage, "success");
      },
    });
  };
  return { ask, dialog };
}
