import { Switch } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type SwitchControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Text beside the switch while on / off; defaults to the translated "On" and "Off". */
  labelOn?: string;
  labelOff?: string;
  /**
   * What the form holds: a boolean (default), or the text "true" / "false" for configuration maps
   * the server keeps as text, so that saving writes back the same kind of value it read.
   */
  valueAs?: "boolean" | "text";
};

/**
 * An on/off switch bound to a boolean field. The string values "true" and "false", as server
 * configuration maps carry them, are read as booleans too.
 *
 * @example
 * <SwitchControl name="enabled" label={t("realms.enabled")} />
 */
export function SwitchControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: SwitchControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { field, fieldProps, id, testId, describedBy } = useFormControl(props);
  const isChecked = field.value === true || field.value === "true";
  return (
    <FormField {...fieldProps}>
      <Switch
        id={id}
        name={field.name}
        aria-label={props.label}
        label={isChecked ? (props.labelOn ?? t("form.on")) : (props.labelOff ?? t("form.off"))}
        isChecked={isChecked}
        isDisabled={props.isDisabled}
        onChange={(_event, checked) => {
          field.onChange(props.valueAs === "text" ? String(checked) : checked);
        }}
        onBlur={field.onBlur}
        aria-describedby={describedBy}
        data-testid={testId}
      />
    </FormField>
  );
}
