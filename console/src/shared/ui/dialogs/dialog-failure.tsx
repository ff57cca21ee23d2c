import { Alert } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ErrorMessage } from "@/shared/api/error-message";

export interface DialogFailureProps {
  failure: ErrorMessage;
  /** Translated title; by default "the action failed". */
  title?: string | undefined;
  /** More under the server's words, e.g. a hint at a setting to check. */
  children?: ReactNode;
}

/**
 * Why a dialog's action failed, shown inside the dialog: it stays open with what was chosen or
 * typed, so the administrator can mend it and try again instead of starting over.
 */
export function DialogFailure({ failure, title, children }: DialogFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isInline
      variant="danger"
      variantLabel={t("dialogs.errorLabel")}
      title={title ?? t("dialogs.actionFailed")}
    >
      <p>{failure.message === "" ? t("dialogs.noDetail") : failure.message}</p>
      {failure.description !== undefined && <p>{failure.description}</p>}
      {children}
    </Alert>
  );
}
