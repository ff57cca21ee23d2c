import { ActionGroup, Button } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";

export interface SaveButtonProps<TFieldValues extends FieldValues = FieldValues> {
  /** Defaults to the form of the nearest `FormProvider`. */
  control?: Control<TFieldValues>;
  /** The page is still loading or saving outside react-hook-form (a mutation, say). */
  isLoading?: boolean;
  /** Overrides the computed state: `true` always disables, `false` always enables. */
  isDisabled?: boolean;
  /** Also enable the button when nothing was changed, e.g. on a create page with good defaults. */
  allowUnchanged?: boolean;
  /** Defaults to the translated "Save". */
  children?: ReactNode;
  "data-testid"?: string;
}

/**
 * The submit button of a form, enabled only when the form is valid, changed, and neither loading
 * nor submitting; `isDisabled` or `allowUnchanged` override that.
 *
 * @example
 * <SaveButton isLoading={mutation.isPending} />
 */
export function SaveButton<TFieldValues extends FieldValues = FieldValues>({
  control,
  isLoading = false,
  isDisabled,
  allowUnchanged = false,
  children,
  "data-testid": testId = "save",
}: SaveButtonProps<TFieldValues>) {
  const { t } = useTranslation();
  const { isValid, isDirty, isSubmitting } = useFormState({ control });
  const busy = isLoading || isSubmitting;
  const disabled = isDisabled ?? (!isValid || (!isDirty && !allowUnchanged) || busy);
  return (
    <Button
      type="submit"
      variant="primary"
      isDisabled={disabled}
      isLoading={busy}
      spinnerAriaLabel={t("form.saving")}
      spinnerAriaValueText={t("form.saving")}
      data-testid={testId}
    >
      {children ?? t("form.save")}
    </Button>
  );
}

export interface FormActionsProps<TFieldValues extends FieldValues = FieldValues> extends Omit<
  SaveButtonProps<TFieldValues>,
  "children" | "data-testid"
> {
  /** Text of the save button; defaults to the translated "Save". */
  saveLabel?: string;
  /** Shows a "Revert" link, enabled once something changed; usually `() => form.reset()`. */
  onRevert?: () => void;
  /** Shows a "Cancel" link, e.g. to leave a create page. */
  onCancel?: () => void;
  cancelLabel?: string;
}

/**
 * The row of buttons under a form: {@link SaveButton}, then optional revert and cancel links.
 *
 * @example
 * <FormActions isLoading={save.isPending} onRevert={() => form.reset()} />
 */
export function FormActions<TFieldValues extends FieldValues = FieldValues>({
  saveLabel,
  onRevert,
  onCancel,
  cancelLabel,
  ...saveProps
}: FormActionsProps<TFieldValues>) {
  const { t } = useTranslation();
  const { isDirty, isSubmitting } = useFormState({ control: saveProps.control });
  return (
    <ActionGroup>
      <SaveButton {...saveProps}>{saveLabel}</SaveButton>
      {onRevert && (
        <Button
          variant="link"
          onClick={onRevert}
          isDisabled={!isDirty || isSubmitting}
          data-testid="revert"
        >
          {t("form.revert")}
        </Button>
      )}
      {onCancel && (
        <Button variant="link" onClick={onCancel} data-testid="cancel">
          {cancelLabel ?? t("form.cancel")}
        </Button>
      )}
    </ActionGroup>
  );
}
