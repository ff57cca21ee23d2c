import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormatDuration } from "../time/format-duration";
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
 * `undefined` as "not set" and show the default value again). A `min` is also a rule of the form,
 * with its own message, unless the rules bring their own or "never expires" is offered (its value
 * usually lies below the minimum).
 *
 * @example
 * <TimeControl name="accessTokenLifespan" label={t("clients.accessTokenLifespan")} min={60} />
 */
export function TimeControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: TimeControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const { valueUnit, units, min, max, allowNever, neverValue, isDisabled } = props;
  const scale = valueUnit === "minute" ? 60 : 1;
  const rules =
    min === undefined || allowNever === true || props.rules?.min !== undefined
      ? props.rules
      : {
          ...props.rules,
          min: { value: min, message: t("time.atLeast", { min: formatDuration(min * scale) }) },
        };
  const { field, fieldProps, id, describedBy, validated } = useFormControl({
    ...props,
    ...(rules !== undefined && { rules }),
  });
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
