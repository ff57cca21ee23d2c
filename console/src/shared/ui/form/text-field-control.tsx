import type { ReactNode } from "react";
import type { FieldPath, FieldValues, RefCallBack } from "react-hook-form";
import { textOf } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

/** What a text widget gets from {@link TextFieldControl}: spread it onto the PatternFly input. */
export interface TextWidgetProps {
  id: string;
  ref: RefCallBack;
  name: string;
  value: string;
  onChange: (event: unknown, text: string) => void;
  onBlur: () => void;
  validated: "default" | "error";
  isRequired: boolean;
  isDisabled: boolean | undefined;
  "aria-describedby": string | undefined;
  "data-testid": string;
}

export type TextFieldControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Draws the input; the label, required mark, help and error text around it are the same for all. */
  widget: (props: TextWidgetProps) => ReactNode;
};

/**
 * A field holding one string, bound to react-hook-form: the frame (label, required mark, help,
 * error text) and the wiring, with the input itself left to `widget`. The text, text-area and
 * password controls are this with different widgets, so a fix to one is a fix to all.
 *
 * @example
 * <TextFieldControl name="note" label={t("x.note")} widget={(input) => <TextInput {...input} />} />
 */
export function TextFieldControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ widget, ...props }: TextFieldControlProps<TFieldValues, TName>) {
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
      {widget({
        id,
        ref,
        name,
        value: textOf(value),
        onChange: (_event, text) => {
          onChange(text);
        },
        onBlur,
        validated,
        isRequired,
        isDisabled: props.isDisabled,
        "aria-describedby": describedBy,
        "data-testid": testId,
      })}
    </FormField>
  );
}

/**
 * The props meant for the widget itself (placeholder, rows, autoComplete…): everything but the
 * control's own props, which {@link TextFieldControl} handles.
 */
export function widgetOnlyProps<TProps extends Partial<Record<keyof ControlProps, unknown>>>(
  props: TProps,
): Omit<TProps, keyof ControlProps> {
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
    isDisabled: _isDisabled,
    ...widgetProps
  } = props;
  return widgetProps;
}
