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
  const { field, fieldProps, id, testId } = useFormControl(props);
  const rows = toRows(field.value);
  const keyLabel = props.keyLabel ?? t("form.key");
  const valueLabel = props.valueLabel ?? t("form.value");
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
          <Content component="p">{t("form.keyValueEmpty")}</Content>
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
