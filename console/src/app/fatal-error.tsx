import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";

/**
 * Why the console cannot go on: signing in failed, the user may not use the console (HTTP 403),
 * or anything else broke while starting.
 */
export type FatalErrorKind = "sign-in" | "forbidden" | "other";

/** Sorts an error thrown while loading the console's data into the kind of dialog it needs. */
export function fatalErrorKind(error: unknown): Exclude<FatalErrorKind, "sign-in"> {
  return errorMessage(error).status === 403 ? "forbidden" : "other";
}

export interface FatalErrorDialogProps {
  kind: FatalErrorKind;
  error?: unknown;
  /** Loads the page again ('try again' and 'reload'). */
  onReload: () => void;
  /** Signs the user out (offered when the console is forbidden to them). */
  onSignOut?: () => void;
}

/**
 * The dialog shown when the console cannot start. It names the error when the error carries a
 * message, since that is what an administrator can act on; a 403 means the account may not use the
 * console at all, so it offers sign-out; a failed sign-in can be tried again, anything else needs a reload.
 */
export function FatalErrorDialog({ kind, error, onReload, onSignOut }: FatalErrorDialogProps) {
  const { t } = useTranslation();
  const known = error === undefined ? "" : errorMessage(error, t).message;
  const message =
    kind === "forbidden"
      ? t("forbiddenAdminConsole")
      : known === ""
        ? t("somethingWentWrongDescription")
        : known;
  return (
    <Modal
      isOpen
      variant="small"
      aria-labelledby="fatal-error-title"
      aria-describedby="fatal-error-message"
    >
      <ModalHeader
        title={t("somethingWentWrong")}
        titleIconVariant="danger"
        titleScreenReaderText={t("alerts.dangerLabel")}
        labelId="fatal-error-title"
      />
      <ModalBody id="fatal-error-message">{message}</ModalBody>
      <ModalFooter>
        {kind === "forbidden" && onSignOut ? (
          <Button variant="primary" onClick={onSignOut}>
            {t("shell.signOut")}
          </Button>
        ) : (
          <Button variant="primary" onClick={onReload}>
            {kind === "sign-in" ? t("tryAgain") : t("reload")}
          </Button>
        )}
      </ModalFooter>
    </Modal>
  );
}
