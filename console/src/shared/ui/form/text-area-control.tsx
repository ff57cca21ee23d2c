import { TextArea, type TextAreaProps } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { toText } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type TextAreaControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> &
  Omit<
    TextAreaProps,
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
 * A multi-line text field bound to react-hook-form. Extra props (rows, cols, resizeOrientation,
 * autoResize …) go to PatternFly's `TextArea`.
 *
 * @example
 * <TextAreaControl name="description" label={t("clients.description")} rows={4} />
 */
export function TextAreaControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: TextAreaControlProps<TFieldValues, TName>) {
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
    ...areaProps
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
      <TextArea
        resizeOrientation="vertical"
        {...areaProps}
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
