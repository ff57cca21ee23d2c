// PatternFly's Modal draws its close button only with an English name it does not let callers
// change; its own close-button component takes one, so dialogs place that themselves.
import { ModalBoxCloseButton } from "@patternfly/react-core/dist/esm/components/Modal/ModalBoxCloseButton";
import { useTranslation } from "react-i18next";

/**
 * The close button in a dialog's corner, named in the user's language. Put it first inside a
 * `Modal` that has no `onClose` of its own (give the Modal `onEscapePress` instead), where
 * PatternFly would put its own.
 */
export function DialogCloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return <ModalBoxCloseButton aria-label={t("dialogs.close")} onClose={onClose} />;
}
