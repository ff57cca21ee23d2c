import { Radio } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { textOf } from "./field-values";
import { FormField } from "./form-field";
import { choicesOf, type SelectOptionItem } from "./select-options";
import { useFormControl, type ControlProps } from "./use-form-control";

export type RadioGroupControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Plain values, or `{ key, value }` pairs where `key` is stored and `value` (translated) shown. */
  options: readonly SelectOptionItem[];
};

/**
 * One choice out of a few, as radio buttons named by the field label.
 *
 * @example
 * <RadioGroupControl name="attributes.contact" label={t("users.contact")} options={["mail", "phone"]} />
 */
export function RadioGroupControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: RadioGroupControlProps<TFieldValues, TName>) {
  const { field, fieldProps, id, testId } = useFormControl(props);
  const current = textOf(field.value);
  return (
    <FormField {...fieldProps} role="radiogroup">
      {choicesOf(props.options).map((choice, index) => (
        <Radio
          key={choice.key}
          id={`${id}-${index}`}
          name={field.name}
          label={choice.label}
          isChecked={current === choice.key}
          isDisabled={props.isDisabled}
          onChange={() => {
            field.onChange(choice.key);
          }}
          onBlur={field.onBlur}
          data-testid={`${testId}.${choice.key}`}
        />
      ))}
    </FormField>
  );
}
