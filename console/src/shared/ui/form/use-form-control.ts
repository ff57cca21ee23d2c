import type { ReactNode } from "react";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldIds } from "./form-field";
import { fieldErrorMessage, isRequiredRule, type ControlRules } from "./rules";

/**
 * Props every control takes: react-hook-form's controller props given flat (`name`, `control`,
 * `rules`, `defaultValue`), plus the label and help around the input.
 */
export interface ControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> {
  name: TName;
  /** Defaults to the form of the nearest `FormProvider`. */
  control?: Control<TFieldValues>;
  rules?: ControlRules<TFieldValues, TName>;
  defaultValue?: PathValue<TFieldValues, TName>;
  shouldUnregister?: boolean;
  /** Already translated; names the input for assistive technology too. */
  label: string;
  /** Help text behind the question-mark icon beside the label. */
  labelIcon?: ReactNode;
  helperText?: ReactNode;
  /** The input's id; defaults to the field name. */
  id?: string;
  /** Defaults to the field name, so end-to-end tests can find any field by name. */
  "data-testid"?: string;
  /** Disables the input only: unlike react-hook-form's `disabled`, the value is still submitted. */
  isDisabled?: boolean;
}

/**
 * The controller behind every control: wires react-hook-form and works out the id, required
 * marker, translated error text and the attributes that describe the input. Build new controls
 * on it so that they behave like the others.
 *
 * @example
 * export function ColourControl(props: ControlProps) {
 *   const { field, fieldProps, id, testId, describedBy } = useFormControl(props);
 *   return (
 *     <FormField {...fieldProps}>
 *       <ColourPicker id={id} value={field.value} onChange={field.onChange} aria-describedby={describedBy} data-testid={testId} />
 *     </FormField>
 *   );
 * }
 */
export function useFormControl<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(props: ControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { name, control, rules, defaultValue, shouldUnregister } = props;
  const controller = useController<TFieldValues, TName>({
    name,
    control,
    rules,
    defaultValue,
    shouldUnregister,
  });
  const id = props.id ?? name;
  const errorMessage = fieldErrorMessage(controller.fieldState.error, rules, t);
  const hasHelp = errorMessage !== undefined || props.helperText !== undefined;
  return {
    ...controller,
    id,
    errorMessage,
    isRequired: isRequiredRule(rules),
    validated: errorMessage === undefined ? ("default" as const) : ("error" as const),
    testId: props["data-testid"] ?? name,
    describedBy: hasHelp ? fieldIds(id).helper : undefined,
    /** The props of {@link FormField} this control needs. */
    fieldProps: {
      id,
      label: props.label,
      labelIcon: props.labelIcon,
      helperText: props.helperText,
      errorMessage,
      isRequired: isRequiredRule(rules),
    },
  };
}
