import type { FieldPath, FieldValues } from "react-hook-form";
import { TimeSelector, type TimeSelectorProps } from "../time/time-selector";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type TimeControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> &
  Pick<TimeSelectorProps, "valueUnit" | "units" | "min" | "max" | "allowNever" | "neverValue">;

/**
 * A duration (token lifespans, timeouts) bound to react-hook-form: a {@link TimeSelector} with the
 * label, help and error text of the other controls. The form holds a number in `valueUnit`
 * (seconds unless told otherwise), or `null` while the field is empty (react-hook-form would read
 * `undefined` as "not set" and show the default value again).
 *
 * @example
 * <TimeControl name="accessTokenLifespan" label={t("clients.accessTokenLifespan")} min={60} />
 */
export function TimeControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: TimeControlProps<TFieldValues, TName>) {
  const { field, fieldProps, id, describedBy, validated } = useFormControl(props);
  const { valueUnit, units, min, max, allowNever, neverValue, isDisabled } = props;
  return (
    <FormField {...fieldProps}>
      <TimeSelector
        id={id}
        // Names the unit select after the field ("Unit of Access token lifespan"), so several
        // durations in one form do not each offer a select named only "Unit".
        aria-label={props.label}
        aria-describedby={describedBy}
        isInvalid={validated === "error"}
        value={typeof field.value === "number" ? field.value : undefined}
        onChange={(value) => {
          field.onChange(value ?? null);
        }}
        isDisabled={isDisabled ?? false}
        {...(valueUnit !== undefined && { valueUnit })}
        {...(units !== undefined && { units })}
        {...(min !== undefined && { min })}
        {...(max !== undefined && { max })}
        {...(allowNever !== undefined && { allowNever })}
        {...(neverValue !== undefined && { neverValue })}
      />
    </FormField>
  );
}
