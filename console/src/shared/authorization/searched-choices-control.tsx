import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { ControlRules } from "@/shared/ui/form/rules";
import type { NamedChoice } from "./named-choice";

/**
 * A select of resources, scopes or policies found by the server for the text typed; the field
 * holds their ids. Names of chosen ones stay known after a new search no longer finds them:
 * `known` gives those of a saved permission, and every name found is remembered.
 */
export function SearchedChoicesControl<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  K extends QueryKey = QueryKey,
>({
  name,
  label,
  helperText,
  placeholder,
  variant,
  known,
  searchQuery,
  isDisabled,
  rules,
}: {
  name: TName;
  label: string;
  helperText?: string;
  placeholder: string;
  variant: "single" | "multi";
  known: readonly NamedChoice[];
  searchQuery: (search: string) => UseQueryOptions<NamedChoice[], Error, NamedChoice[], K>;
  isDisabled?: boolean;
  rules?: ControlRules<TFieldValues, TName>;
}) {
  const [search, setSearch] = useState("");
  const found = useQuery({ ...searchQuery(search.trim()), placeholderData: keepPreviousData });
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Remember every name seen, so a chosen entry keeps its name when a later search misses it.
  const unseen = [...known, ...(found.data ?? [])].filter(
    (choice) => names.get(choice.id) !== choice.name,
  );
  if (unseen.length > 0)
    setNames(
      (previous) =>
        new Map([...previous, ...unseen.map((choice) => [choice.id, choice.name] as const)]),
    );
  const options = [...names].map(([key, value]) => ({ key, value }));
  return (
    <SelectControl<TFieldValues, TName>
      name={name}
      label={label}
      {...(helperText !== undefined && { helperText })}
      placeholder={placeholder}
      variant={variant}
      options={options}
      onSearch={setSearch}
      isSearching={found.isFetching}
      {...(isDisabled !== undefined && { isDisabled })}
      {...(rules !== undefined && { rules })}
    />
  );
}
