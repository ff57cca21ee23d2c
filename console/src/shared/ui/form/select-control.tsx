import { useEffect, useEffectEvent, useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { textListOf } from "./field-values";
import { fieldIds, FormField } from "./form-field";
import { MenuSelect } from "./menu-select";
import type { SelectInputProps } from "./select-input";
import { choicesOf, typeaheadThreshold, type SelectOptionItem } from "./select-options";
import { TypeaheadSelect } from "./typeahead-select";
import { useFormControl, type ControlProps } from "./use-form-control";

export type SelectControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Plain values, or `{ key, value }` pairs where `key` is stored and `value` (translated) shown. */
  options: readonly SelectOptionItem[];
  /** "single" (default) holds one string; "multi" holds a list of strings. */
  variant?: "single" | "multi";
  /** Shown while nothing is chosen; defaults to the translated "Select an option". */
  placeholder?: string;
  /**
   * For options searched on the server: told the typed text once typing pauses (not once per
   * letter), so the caller can query and pass the matches as `options`. The control is then
   * always a type-ahead.
   */
  onSearch?: (text: string) => void;
  /** A server search is running. */
  isSearching?: boolean;
};

/**
 * A select bound to react-hook-form. With 10 or more options it becomes a type-ahead the user can
 * filter by typing; several choices show as removable labels.
 *
 * @example
 * <SelectControl name="sslRequired" label={t("realm.requireSsl")} options={[{ key: "all", value: t("realm.sslAll") }, …]} />
 * <SelectControl name="defaultRoles" label={t("realm.defaultRoles")} variant="multi" options={roleNames} />
 */
export function SelectControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: SelectControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { field, fieldProps, id, testId, describedBy, errorMessage } = useFormControl(props);
  const [typed, setTyped] = useState("");
  const paused = useDebouncedValue(typed);
  const search = useEffectEvent((text: string) => {
    props.onSearch?.(text);
  });
  useEffect(() => {
    search(paused);
  }, [paused]);
  const isMulti = props.variant === "multi";
  const choices = choicesOf(props.options);
  const input: SelectInputProps = {
    id,
    labelId: fieldIds(id).label,
    label: props.label,
    choices,
    selected: textListOf(field.value),
    isMulti,
    onChange: (keys) => {
      field.onChange(isMulti ? keys : (keys[0] ?? ""));
    },
    onBlur: field.onBlur,
    isDisabled: props.isDisabled,
    hasError: errorMessage !== undefined,
    testId,
    describedBy,
    placeholder: props.placeholder ?? t("form.selectPlaceholder"),
    ...(props.onSearch !== undefined && { onFilterChange: setTyped }),
    isLoading: props.isSearching,
  };
  return (
    <FormField {...fieldProps}>
      {props.onSearch !== undefined || choices.length >= typeaheadThreshold ? (
        <TypeaheadSelect {...input} />
      ) : (
        <MenuSelect {...input} />
      )}
    </FormField>
  );
}
