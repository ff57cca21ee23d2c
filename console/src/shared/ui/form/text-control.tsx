import { TextInput, type TextInputProps } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { toText } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

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
  const {
    name: _name,
    control: _control,
    rules: _rules,
    defaultValue: _defaultValue,
    shouldUnregister: _shouldUnregister,
    label: _label,
    labelIcon: _labelIcon,
    helperText: _helperText,
    id: _id,
    "data-testid": _testId,
    isDisabled,
    ...inputProps
  } = props;
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldProps,
    id,
    validated,
    testId,
    describedBy,
    isRequired,
  } = useFormControl(props);
  return (
    <FormField {...fieldProps}>
      <TextInput
        {...inputProps}
        id={id}
        ref={ref}
        name={name}
        value={toText(value)}
        onChange={(_event, text) => {
          onChange(text);
        }}
        onBlur={onBlur}
        validated={validated}
        isRequired={isRequired}
        isDisabled={isDisabled}
        aria-describedby={describedBy}
        data-testid={testId}
      />
    </FormField>
  );
}
