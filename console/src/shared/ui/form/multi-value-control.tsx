import {
  Button,
  InputGroup,
  InputGroupItem,
  Stack,
  TextInput,
  type TextInputProps,
} from "@patternfly/react-core";
import { MinusCircleIcon, PlusCircleIcon } from "@patternfly/react-icons";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { textListOf } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type MultiValueControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Text of the add button; defaults to the translated "Add value". */
  addLabel?: string;
  type?: TextInputProps["type"];
  placeholder?: string;
  /**
   * For a field that keeps the list as one text (comma-separated, JSON …): how to read the list
   * from the field's value and write it back. Empty entries must survive the round trip, or an
   * input the user just added would vanish.
   */
  codec?: { read: (value: unknown) => string[]; write: (values: string[]) => unknown };
};

/**
 * A list of text inputs for a field holding several strings (redirect URIs, web origins …). There
 * is always at least one input: the last one cannot be removed, and "add" stays disabled while the
 * last input is empty. The form holds the strings as typed, empty ones included, so that
 * the inputs stay as the user left them; drop empty strings when converting for the server.
 *
 * @example
 * <MultiValueControl name="redirectUris" label={t("clients.redirectUris")} type="url" />
 */
export function MultiValueControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: MultiValueControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { field, fieldProps, id, testId, validated } = useFormControl(props);
  const stored = props.codec ? props.codec.read(field.value) : textListOf(field.value);
  const values = stored.length === 0 ? [""] : stored;
  const last = values[values.length - 1] ?? "";

  const change = (next: string[]) => {
    field.onChange(props.codec ? props.codec.write(next) : next);
  };
  const update = (index: number, value: string) => {
    change(values.map((current, position) => (position === index ? value : current)));
  };
  const remove = (index: number) => {
    change(values.filter((_value, position) => position !== index));
  };

  return (
    <FormField {...fieldProps} role="group">
      <Stack hasGutter>
        {values.map((value, index) => {
          const number = index + 1;
          return (
            // Inputs are controlled and hold no state of their own, so the index is a stable key.
            <InputGroup key={index}>
              <InputGroupItem isFill>
                <TextInput
                  id={index === 0 ? id : `${id}-${index}`}
                  ref={index === 0 ? field.ref : undefined}
                  type={props.type}
                  placeholder={props.placeholder}
                  value={value}
                  onChange={(_event, next) => {
                    update(index, next);
                  }}
                  onBlur={field.onBlur}
                  validated={validated}
                  isDisabled={props.isDisabled}
                  aria-label={t("form.valueNumber", { label: props.label, number })}
                  data-testid={`${testId}.${index}`}
                />
              </InputGroupItem>
              <InputGroupItem>
                <Button
                  variant="plain"
                  icon={<MinusCircleIcon />}
                  aria-label={t("form.removeValue", { label: props.label, number })}
                  isDisabled={props.isDisabled === true || values.length === 1}
                  onClick={() => {
                    remove(index);
                  }}
                />
              </InputGroupItem>
            </InputGroup>
          );
        })}
        <div>
          <Button
            variant="link"
            isInline
            icon={<PlusCircleIcon />}
            isDisabled={props.isDisabled === true || last === ""}
            onClick={() => {
              change([...values, ""]);
            }}
          >
            {props.addLabel ?? t("form.addValue")}
          </Button>
        </div>
      </Stack>
    </FormField>
  );
}
