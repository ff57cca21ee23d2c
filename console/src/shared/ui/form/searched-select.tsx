import {
  keepPreviousData,
  type QueryKey,
  useQuery,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { useState } from "react";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { fieldIds } from "./form-field";
import type { SelectChoice } from "./select-options";
import { TypeaheadSelect } from "./typeahead-select";

/**
 * A select of one value among what the server finds for the text typed (after a pause in
 * typing): clients by client id, users by username. The value chosen before stays shown, named by
 * `chosenLabel` when the current search does not find it.
 */
export function SearchedSelect<T, K extends QueryKey>({
  id,
  label,
  value,
  chosenLabel,
  onChange,
  onBlur,
  placeholder,
  testId,
  searchQuery,
  choiceOf,
}: {
  id: string;
  label: string;
  /** The chosen value's key, or empty for none. */
  value: string;
  chosenLabel?: string | undefined;
  onChange: (key: string) => void;
  onBlur: () => void;
  placeholder: string;
  testId: string;
  /** What the server finds for the typed text (empty: its first few). */
  searchQuery: (search: string) => UseQueryOptions<T[], Error, T[], K>;
  /** An item found as an option, or `undefined` to leave it out. */
  choiceOf: (item: T) => SelectChoice | undefined;
}) {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const found = useQuery({ ...searchQuery(search), placeholderData: keepPreviousData });
  const choices = (found.data ?? []).flatMap((item) => {
    const choice = choiceOf(item);
    return choice === undefined ? [] : [choice];
  });
  if (value !== "" && !choices.some((choice) => choice.key === value))
    choices.unshift({ key: value, label: chosenLabel ?? value });
  return (
    <TypeaheadSelect
      id={id}
      labelId={fieldIds(id).label}
      label={label}
      choices={choices}
      selected={value === "" ? [] : [value]}
      isMulti={false}
      onChange={(keys) => {
        onChange(keys[0] ?? "");
      }}
      onBlur={onBlur}
      hasError={false}
      testId={testId}
      placeholder={placeholder}
      onFilterChange={setTyped}
      isLoading={found.isFetching}
    />
  );
}
