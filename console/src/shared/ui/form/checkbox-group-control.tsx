import { Checkbox } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { textListOf } from "./field-values";
import { FormField } from "./form-field";
import { choicesOf, type SelectOptionItem } from "./select-options";
import { useFormControl, type ControlProps } from "./use-form-control";

export type CheckboxGroupControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Plain values, or `{ key, value }` pairs where `key` is stored and `value` (translated) shown. */
  options: readonly SelectOptionItem[];
};

/**
 * Several choices out of a few, as check boxes; the form holds the checked keys in option order.
 *
 * @example
 * <CheckboxGroupControl name="attributes.topics" label={t("users.topics")} options={topics} />
 */
export function CheckboxGroupControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: CheckboxGroupControlProps<TFieldValues, TName>) {
  const { field, fieldProps, id, testId } = useFormControl(props);
  const checked = textListOf(field.value);
  const choices = choicesOf(props.options);
  const toggle = (key: string, isChecked: boolean) => {
    const next = new Set(checked);
    if (isChecked) next.add(key);
    else next.delete(key);
    field.onChange(choices.map((choice) => choice.key).filter((choiceKey) => next.has(choiceKey)));
  };
  return (
    <FormField {...fieldProps} role="group">
      {choices.map((choice, index) => (
        <Checkbox
          key={choice.key}
          id={`${id}-${index}`}
          name={field.name}
          label={choice.label}
          isChecked={checked.includes(choice.key)}
          isDisabled={props.isDisabled}
          onChange={(_event, isChecked) => {
            toggle(choice.key, isChecked);
          }}
          onBlur={field.onBlur}
          data-testid={`${testId}.${choice.key}`}
        />
      ))}
    </FormField>
  );
}
