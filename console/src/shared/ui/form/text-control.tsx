import { TextInput, type TextInputProps } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { TextFieldControl, widgetOnlyProps } from "./text-field-control";
import type { ControlProps } from "./use-form-control";

export type TextControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> &
  Omit<
    TextInputProps,
    | keyof ControlProps
    | "value"
    | "onChange"
    | "onBlur"
    | "validated"
    | "isRequired"
    | "defaultValue"
    | "innerRef"
  >;

/**
 * A single-line text field bound to react-hook-form. Extra props (type, placeholder, autoComplete,
 * readOnly …) go to PatternFly's `TextInput`.
 *
 * @example
 * <TextControl name="email" label={t("users.email")} type="email" rules={{ required: true, pattern: emailPattern }} />
 */
export function TextControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: TextControlProps<TFieldValues, TName>) {
  const inputProps = widgetOnlyProps(props);
  return (
    <TextFieldControl {...props} widget={(input) => <TextInput {...inputProps} {...input} />} />
  );
}
