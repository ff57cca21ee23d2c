/** An option as callers give it: a plain value, or a stored `key` with a shown `value`. */
export type SelectOptionItem = string | { key: string; value: string };

/** An option as the select components use it. */
export interface SelectChoice {
  key: string;
  label: string;
}

/** Selects with this many options or more let the user type to filter. */
export const typeaheadThreshold = 10;

export function choicesOf(options: readonly SelectOptionItem[]): SelectChoice[] {
  return options.map((option) =>
    typeof option === "string"
      ? { key: option, label: option }
      : { key: option.key, label: option.value },
  );
}

/** Options whose label contains the filter text, ignoring case; all of them for an empty filter. */
export function filterChoices(choices: readonly SelectChoice[], filter: string): SelectChoice[] {
  const needle = filter.trim().toLocaleLowerCase();
  if (needle === "") return [...choices];
  return choices.filter((choice) => choice.label.toLocaleLowerCase().includes(needle));
}

/** The shown label of a stored key; a key no option knows is shown as it is. */
export function labelOf(choices: readonly SelectChoice[], key: string): string {
  return choices.find((choice) => choice.key === key)?.label ?? key;
}
