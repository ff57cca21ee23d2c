import { InputGroup, InputGroupItem, TextInput } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isHexColour, pickerColour } from "./colour";
import { textOf } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type ColourControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** What the picker shows while the field is empty or holds no colour yet. */
  pickerFallback?: string;
};

/**
 * A colour field: the browser's own colour picker beside a text field for the hexadecimal value,
 * both bound to one form value. The text field is what is saved, so `#rgb` stays as typed; the
 * picker only offers a quicker way to fill it. Empty is allowed unless `rules` require a value;
 * anything else must be `#rgb` or `#rrggbb`, with the message beside the field.
 *
 * @example
 * <ColourControl name="primaryColour" label={t("x.primaryColour")} isDisabled={!canManage} />
 */
export function ColourControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ pickerFallback = "#ffffff", ...props }: ColourControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const validate = props.rules?.validate;
  const rules = {
    ...props.rules,
    validate: {
      ...(typeof validate === "function" ? { rule: validate } : validate),
      colour: (value: unknown) =>
        textOf(value).trim() === "" || isHexColour(textOf(value)) || t("form.invalidColour"),
    },
  };
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldProps,
    id,
    testId,
    describedBy,
    validated,
    isRequired,
  } = useFormControl({
    ...props,
    rules,
  });
  const text = textOf(value);
  return (
    <FormField {...fieldProps}>
      <InputGroup>
        <InputGroupItem>
          <input
            type="color"
            // The text field carries the label; the picker is named after it so both are found.
            aria-label={t("form.pickColour", { label: props.label })}
            value={pickerColour(text, pickerFallback)}
            disabled={props.isDisabled === true}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            onBlur={onBlur}
            data-testid={`${testId}-picker`}
            style={{
              inlineSize: "2.5rem",
              blockSize: "2.25rem",
              padding: 2,
              border: "1px solid var(--pf-t--global--border--color--default)",
              background: "transparent",
            }}
          />
        </InputGroupItem>
        <InputGroupItem isFill>
          <TextInput
            id={id}
            ref={ref}
            name={name}
            value={text}
            onChange={(_event, typed) => {
              onChange(typed);
            }}
            onBlur={onBlur}
            validated={validated}
            isRequired={isRequired}
            isDisabled={props.isDisabled}
            placeholder="#rrggbb"
            // Colour values read left to right in every language.
            dir="ltr"
            spellCheck={false}
            aria-describedby={describedBy}
            data-testid={testId}
          />
        </InputGroupItem>
      </InputGroup>
    </FormField>
  );
}
