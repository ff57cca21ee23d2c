import { Button, Content, Grid, GridItem, Stack, TextInput } from "@patternfly/react-core";
import { MinusCircleIcon, PlusCircleIcon } from "@patternfly/react-icons";
import { Fragment } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { KeyValue } from "@/shared/lib/key-value";
import { textOf } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type KeyValueControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Column headings; default to the translated "Key" and "Value". */
  keyLabel?: string;
  valueLabel?: string;
  /** Text of the add button; defaults to the translated "Add attribute". */
  addLabel?: string;
  /** What an empty list says; defaults to the translated "No attributes yet." */
  emptyText?: string;
  /**
   * The most characters the server stores in a key and in a value (e.g. `storedTextLimit`); a
   * longer one is refused at its row before anything is sent. No limit when left out.
   */
  keyMaxLength?: number;
  valueMaxLength?: number;
};

/**
 * Rows of key and value inputs for attribute maps. The form holds the rows (`[{ key, value }]`), so
 * half-typed and repeated keys survive editing; convert with `mapToKeyValue` when loading and
 * `keyValueToMap` when saving (`shared/lib/key-value`), which gives the server's
 * `{ key: [values] }` map, a repeated key becoming several values.
 *
 * @example
 * const form = useForm({ defaultValues: { attributes: mapToKeyValue(group.attributes) } });
 * <KeyValueControl name="attributes" label={t("groups.attributes")} />
 * const attributes = keyValueToMap(values.attributes);
 */
export function KeyValueControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: KeyValueControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const keyLabel = props.keyLabel ?? t("form.key");
  const valueLabel = props.valueLabel ?? t("form.value");
  const { keyMaxLength = Infinity, valueMaxLength = Infinity } = props;
  const tooLong = (row: KeyValue) => ({
    key: row.key.length > keyMaxLength,
    value: row.value.length > valueMaxLength,
  });
  // The first row over a limit, named with its number, is the whole control's error.
  const firstTooLong = (value: unknown): string | true => {
    const rows = toRows(value);
    const index = rows.findIndex((row) => tooLong(row).key || tooLong(row).value);
    const row = rows[index];
    if (row === undefined) return true;
    const part = tooLong(row).key ? keyLabel : valueLabel;
    const count = tooLong(row).key ? keyMaxLength : valueMaxLength;
    return t("form.rowTooLong", { label: part, number: index + 1, count });
  };
  const rules = {
    ...props.rules,
    validate: { ...asValidators(props.rules?.validate), rowLength: firstTooLong },
  } as typeof props.rules;
  const { field, fieldProps, id, testId, validated } = useFormControl({ ...props, rules });
  const rows = toRows(field.value);
  const invalid = validated === "error";
  const lastKey = rows[rows.length - 1]?.key ?? "x";

  const update = (index: number, change: Partial<KeyValue>) => {
    field.onChange(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  };
  const remove = (index: number) => {
    field.onChange(rows.filter((_row, position) => position !== index));
  };

  return (
    <FormField {...fieldProps} role="group">
      <Stack hasGutter>
        {rows.length === 0 ? (
          <Content component="p">{props.emptyText ?? t("form.keyValueEmpty")}</Content>
        ) : (
          <Grid hasGutter>
            <GridItem span={5}>
              <strong aria-hidden="true">{keyLabel}</strong>
            </GridItem>
            <GridItem span={6}>
              <strong aria-hidden="true">{valueLabel}</strong>
            </GridItem>
            {rows.map((row, index) => {
              const number = index + 1;
              return (
                // Controlled inputs without state of their own: the index is a stable key.
                <Fragment key={index}>
                  <GridItem span={5}>
                    <TextInput
                      id={index === 0 ? id : `${id}-${index}-key`}
                      ref={index === 0 ? field.ref : undefined}
                      value={row.key}
                      onChange={(_event, key) => {
                        update(index, { key });
                      }}
                      onBlur={field.onBlur}
                      isDisabled={props.isDisabled}
                      {...(invalid && tooLong(row).key && { validated: "error" as const })}
                      aria-label={t("form.keyNumber", { label: keyLabel, number })}
                      data-testid={`${testId}.${index}.key`}
                    />
                  </GridItem>
                  <GridItem span={6}>
                    <TextInput
                      value={row.value}
                      onChange={(_event, value) => {
                        update(index, { value });
                      }}
                      onBlur={field.onBlur}
                      isDisabled={props.isDisabled}
                      {...(invalid && tooLong(row).value && { validated: "error" as const })}
                      aria-label={t("form.keyNumber", { label: valueLabel, number })}
                      data-testid={`${testId}.${index}.value`}
                    />
                  </GridItem>
                  <GridItem span={1}>
                    <Button
                      variant="plain"
                      icon={<MinusCircleIcon />}
                      aria-label={t("form.removeRow", { number })}
                      isDisabled={props.isDisabled}
                      onClick={() => {
                        remove(index);
                      }}
                    />
                  </GridItem>
                </Fragment>
              );
            })}
          </Grid>
        )}
        <div>
          <Button
            variant="link"
            isInline
            icon={<PlusCircleIcon />}
            isDisabled={props.isDisabled === true || lastKey.trim() === ""}
            onClick={() => {
              field.onChange([...rows, { key: "", value: "" }]);
            }}
          >
            {props.addLabel ?? t("form.addAttribute")}
          </Button>
        </div>
      </Stack>
    </FormField>
  );
}

function toRows(value: unknown): KeyValue[] {
  if (!Array.isArray(value)) return [];
  return value.map((row: unknown) => {
    const record = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
    return { key: textOf(record["key"]), value: textOf(record["value"]) };
  });
}

/** The validators already given, as an object the row-length check can join. */
function asValidators(validate: unknown): Record<string, unknown> {
  if (typeof validate === "function") return { given: validate };
  return typeof validate === "object" && validate !== null ? { ...validate } : {};
}
