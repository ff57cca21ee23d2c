import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useId, useState, type ReactNode } from "react";
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { applyServerErrors, readServerErrors } from "@/shared/api/server-validation";
import { DialogCloseButton } from "./dialog-close-button";
import { DialogFailure } from "./dialog-failure";

export interface FormDialogProps<TValues extends FieldValues> {
  /** Translated title. */
  title: string;
  /** Translated text under the title. */
  description?: ReactNode;
  /** The form, made by the caller with `useForm`, so it decides default values and mode. */
  form: UseFormReturn<TValues>;
  /** The form's fields (controls from `shared/ui/form`). */
  children: ReactNode;
  /**
   * Saves the values. The dialog shows it as pending until it settles and closes when it succeeds;
   * a failure keeps the dialog open with everything typed.
   */
  onSubmit: (values: TValues) => unknown;
  /** Called on cancel, on Escape, from the close button and after a successful save. */
  onClose: () => void;
  /** Translated label of the submit button, e.g. "Save". */
  submitLabel: string;
  /** Translated label of the cancel button; "Cancel" when left out. */
  cancelLabel?: string;
  /** Keeps the submit button disabled, e.g. until the form is valid. */
  isSubmitDisabled?: boolean;
  /** Title of the error shown inside the dialog when saving fails for a reason no field explains. */
  errorTitle?: string;
  /** More about a failure under its message, e.g. a hint at a server setting to check. */
  errorHint?: (failure: ErrorMessage) => ReactNode;
  /**
   * Maps a field the server names in a validation error to the form's field name; the same name
   * when left out (pass `userProfileFieldName` for user-profile forms).
   */
  serverFieldName?: (field: string) => string;
  /**
   * The field a refusal belongs to when the server names none, and what to say there: a conflict
   * (409: a name already taken), a password the realm's policy refuses. The form knows which of
   * its values the refusal concerns. Undefined leaves the failure to the dialog's alert.
   */
  refusedField?: (
    failure: ErrorMessage,
    values: TValues,
  ) => { field: Path<TValues>; message: string } | undefined;
  /**
   * Places a failure on the form's fields itself when the server's answer names them in a way of
   * its own (a component's refused setting, see `applyComponentErrors`); returns whether it did.
   */
  placeError?: (error: unknown) => boolean;
  variant?: "small" | "medium" | "large";
}

const sameName = (field: string) => field;

/**
 * A dialog around one form: title, fields, submit and cancel. While saving, submit shows a
 * spinner and stays disabled (cancel still works). When the save fails, the server's validation
 * errors land on the fields they name, any other failure shows inside the dialog, and every value
 * typed stays.
 *
 * @example
 * ```tsx
 * const form = useForm<RenameValues>({ defaultValues: { label: credential.userLabel ?? "" } });
 * <FormDialog
 *   title={t("users.credentials.renameTitle")}
 *   form={form}
 *   submitLabel={t("users.credentials.saveLabel")}
 *   onSubmit={async ({ label }) => {
 *     await rename.mutateAsync(label.trim());
 *     addAlert(t("users.credentials.renamed"), "success");
 *   }}
 *   onClose={onClose}
 * >
 *   <TextControl name="label" label={t("users.credentials.label")} />
 * </FormDialog>
 * ```
 */
export function FormDialog<TValues extends FieldValues>({
  title,
  description,
  form,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  isSubmitDisabled = false,
  errorTitle,
  errorHint,
  serverFieldName = sameName,
  refusedField,
  placeError,
  variant = "small",
}: FormDialogProps<TValues>) {
  const { t } = useTranslation();
  const id = useId();
  const [failure, setFailure] = useState<ErrorMessage>();
  const { isSubmitting } = form.formState;

  // Only errors that all name fields of this form can be shown there; anything else is shown whole.
  const isAboutOwnFields = (error: unknown) => {
    const errors = readServerErrors(error);
    return (
      errors.length > 0 &&
      errors.every(({ field }) => {
        const value: unknown = form.getValues(serverFieldName(field) as Path<TValues>);
        return value !== undefined;
      })
    );
  };

  const save = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (placeError?.(error) === true) return;
      const refused = refusedField?.(errorMessage(error, t), values);
      if (refused !== undefined) {
        form.setError(
          refused.field,
          { type: "server", message: refused.message },
          { shouldFocus: true },
        );
        return;
      }
      if (
        !isAboutOwnFields(error) ||
        !applyServerErrors(error, form.setError, { t, fieldName: serverFieldName })
      )
        setFailure(errorMessage(error, t));
      return;
    }
    onClose();
  });

  return (
    <Modal
      isOpen
      variant={variant}
      onEscapePress={onClose}
      aria-labelledby={`${id}-title`}
      {...(description !== undefined && { "aria-describedby": `${id}-description` })}
    >
      <DialogCloseButton onClose={onClose} />
      <ModalHeader
        title={title}
        labelId={`${id}-title`}
        {...(description !== undefined && { description, descriptorId: `${id}-description` })}
      />
      <ModalBody>
        <FormProvider {...form}>
          <Form id={`${id}-form`} noValidate onSubmit={(event) => void save(event)}>
            {failure !== undefined && (
              <DialogFailure failure={failure} title={errorTitle ?? t("dialogs.saveFailed")}>
                {errorHint?.(failure)}
              </DialogFailure>
            )}
            {children}
          </Form>
        </FormProvider>
      </ModalBody>
      <ModalFooter>
        <Button
          type="submit"
          form={`${id}-form`}
          isDisabled={isSubmitDisabled || isSubmitting}
          isLoading={isSubmitting}
          spinnerAriaLabel={t("dialogs.working")}
        >
          {submitLabel}
        </Button>
        <Button variant="link" onClick={onClose}>
          {cancelLabel ?? t("dialogs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
