import { TextArea, type TextAreaProps } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { TextFieldControl, widgetOnlyProps } from "./text-field-control";
import type { ControlProps } from "./use-form-control";

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
  const areaProps = widgetOnlyProps(props);
  return (
    <TextFieldControl
      {...props}
      widget={(input) => <TextArea resizeOrientation="vertical" {...areaProps} {...input} />}
    />
  );
}
