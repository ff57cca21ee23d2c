import {
  Button,
  Form,
  FormGroup,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextInput,
} from "@patternfly/react-core";
import { useId, useState, type SyntheticEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { DialogFailure } from "./dialog-failure";

export interface ConfirmDialogOptions {
  /** Translated title. */
  title: string;
  /** Translated explanation of what happens. */
  message: ReactNode;
  /** Translated label of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** Translated label of the cancel button; "Cancel" when left out. */
  cancelLabel?: string;
  /** `danger` for destructive actions: red button, warning icon, focus starts on cancel. */
  variant?: "primary" | "danger";
  /** When set, the confirm button stays disabled until the user types exactly this text. */
  confirmationText?: string;
  /** Title of the error shown inside the dialog when the action fails. */
  errorTitle?: string;
  /** The action. The dialog shows it as busy until it settles, closes on success and stays open on failure. */
  onConfirm: () => unknown;
}

export interface ConfirmDialogProps extends ConfirmDialogOptions {
  isOpen: boolean;
  /** Called on cancel, on Escape and after the action succeeded. */
  onClose: () => void;
}

const initialFocusAttribute = "data-confirm-dialog-focus";

function DialogContent({
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = "primary",
  confirmationText,
  errorTitle,
  onConfirm,
  onClose,
}: Omit<ConfirmDialogProps, "isOpen">) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const [typed, setTyped] = useState("");
  const confirmable = !busy && (confirmationText === undefined || typed === confirmationText);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!confirmable) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    if (!busy) onClose();
  };

  // Destructive actions start on cancel, so a stray Enter does no harm.
  const focusTarget =
    confirmationText !== undefined ? "typed" : variant === "danger" ? "cancel" : "confirm";
  const focusProps = (target: typeof focusTarget) =>
    target === focusTarget ? { [initialFocusAttribute]: "" } : {};

  return (
    <Modal
      isOpen
      variant="small"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onEscapePress={cancel}
      elementToFocus={`[${initialFocusAttribute}]`}
    >
      <ModalHeader
        title={title}
        labelId={`${id}-title`}
        {...(variant === "danger" && {
          titleIconVariant: "warning" as const,
          titleScreenReaderText: t("dialogs.warning"),
        })}
      />
      <ModalBody id={`${id}-body`}>
        <Form id={`${id}-form`} onSubmit={(event) => void submit(event)}>
          <div>{message}</div>
          {confirmationText !== undefined && (
            <FormGroup
              label={t("dialogs.typeToConfirm", { text: confirmationText })}
              fieldId={`${id}-typed`}
            >
              <TextInput
                id={`${id}-typed`}
                value={typed}
                onChange={(_event, value) => {
                  setTyped(value);
                }}
                autoComplete="off"
                {...focusProps("typed")}
                isDisabled={busy}
              />
            </FormGroup>
          )}
          {failure !== undefined && <DialogFailure failure={failure} title={errorTitle} />}
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button
          id={`${id}-confirm`}
          type="submit"
          form={`${id}-form`}
          variant={variant === "danger" ? "danger" : "primary"}
          isDisabled={!confirmable}
          isLoading={busy}
          spinnerAriaLabel={t("dialogs.working")}
          {...focusProps("confirm")}
        >
          {confirmLabel}
        </Button>
        <Button
          id={`${id}-cancel`}
          variant="link"
          onClick={cancel}
          isDisabled={busy}
          {...focusProps("cancel")}
        >
          {cancelLabel ?? t("dialogs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

/**
 * A confirmation dialog that runs the action itself: the confirm button shows progress while it
 * runs, a failure is shown inside the dialog (which stays open so the user can retry or cancel),
 * and success closes it. For destructive actions use `variant="danger"`, and for the worst ones
 * `confirmationText` (the user types the name first). Usually opened through `useConfirmDialog`.
 *
 * @example
 * ```tsx
 * <ConfirmDialog
 *   isOpen={open}
 *   onClose={() => setOpen(false)}
 *   title={t("realms.deleteTitle")}
 *   message={t("realms.deleteMessage", { name })}
 *   confirmLabel={t("realms.delete")}
 *   variant="danger"
 *   confirmationText={name}
 *   onConfirm={() => deleteRealm.mutateAsync(name)}
 * />
 * ```
 */
export function ConfirmDialog({ isOpen, ...props }: ConfirmDialogProps) {
  // Unmounting when closed resets the typed text, the error and the busy state for the next opening.
  return isOpen ? <DialogContent {...props} /> : null;
}
