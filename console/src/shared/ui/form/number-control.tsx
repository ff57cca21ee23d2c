import { NumberInput } from "@patternfly/react-core";
import { useState, type SyntheticEvent } from "react";
import { useFormState, type FieldPath, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { numberOf, valueAtPath } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type NumberControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  min?: number;
  max?: number;
  /** How far the minus and plus buttons move the value (default 1). */
  step?: number;
  /** A unit shown after the input, already translated. */
  unit?: string;
  /** Width of the input in characters. */
  widthChars?: number;
};

/**
 * A number field with minus and plus buttons. While typing, any number is accepted; when
 * the field loses focus a value below `min` is raised to it, a value above `max` is lowered to it
 * (the maximum is the bound), and anything that is not a number resets to the field's default. The
 * form holds a number. `min` and `max` also become validation rules unless `rules` sets them.
 *
 * @example
 * <NumberControl name="accessTokenLifespan" label={t("realm.tokenLifespan")} min={1} max={3600} unit={t("time.seconds")} />
 */
export function NumberControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: NumberControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { min, max, step = 1, unit, widthChars, isDisabled } = props;
  const rules = {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...props.rules,
  };
  const { field, fieldProps, id, validated, testId, describedBy } = useFormControl({
    ...props,
    rules,
  });
  const { defaultValues } = useFormState({ control: props.control, name: props.name });
  // While the user types, the text is kept as typed; the form value follows whenever it is a number.
  const [draft, setDraft] = useState<string | null>(null);

  const clamp = (value: number) =>
    Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, value));
  const fallback = () =>
    clamp(
      numberOf(props.defaultValue) ?? numberOf(valueAtPath(defaultValues, props.name)) ?? min ?? 0,
    );
  const current = numberOf(field.value);
  const commit = (value: number) => {
    setDraft(null);
    field.onChange(clamp(value));
  };

  const onChange = (event: SyntheticEvent<HTMLInputElement>) => {
    // PatternFly also calls onChange on blur after rewriting the text; onBlur below decides then.
    if (event.type === "blur") return;
    const text = event.currentTarget.value;
    setDraft(text);
    const typed = numberOf(text);
    if (typed !== undefined) field.onChange(typed);
  };
  const onBlur = () => {
    if (draft !== null) commit(numberOf(draft) ?? fallback());
    else if (current !== undefined && clamp(current) !== current) commit(current);
    field.onBlur();
  };
  const shown = draft === null ? current : numberOf(draft);

  return (
    <FormField {...fieldProps}>
      <NumberInput
        value={shown ?? ""}
        min={min}
        max={max}
        unit={unit}
        widthChars={widthChars}
        isDisabled={isDisabled}
        validated={validated}
        inputName={field.name}
        inputAriaLabel={props.label}
        inputProps={{ id, ref: field.ref, "aria-describedby": describedBy, "data-testid": testId }}
        minusBtnAriaLabel={t("form.decrease", { label: props.label })}
        plusBtnAriaLabel={t("form.increase", { label: props.label })}
        onMinus={() => {
          commit((current ?? fallback()) - step);
        }}
        onPlus={() => {
          commit((current ?? fallback()) + step);
        }}
        onChange={onChange}
        onBlur={onBlur}
      />
    </FormField>
  );
}
