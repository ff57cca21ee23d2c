import type { SelectChoice } from "./select-options";

/** What the select widgets need from {@link SelectControl}; they know nothing of react-hook-form. */
export interface SelectInputProps {
  id: string;
  /** Id of the field label, so the control is named by it. */
  labelId: string;
  /** The field label, for texts such as "Show options for …". */
  label: string;
  choices: readonly SelectChoice[];
  /** Selected keys; at most one unless `isMulti`. */
  selected: readonly string[];
  isMulti: boolean;
  onChange: (keys: string[]) => void;
  onBlur: () => void;
  isDisabled?: boolean | undefined;
  hasError: boolean;
  testId: string;
  describedBy?: string | undefined;
  placeholder: string;
  /** Told the typed text as it changes ("" when the list closes), for options searched on a server. */
  onFilterChange?: ((text: string) => void) | undefined;
  /** The options are being searched for; shown instead of "no results". */
  isLoading?: boolean | undefined;
}

/** The selection after the user picks `key`: toggled in a multi-select, replaced otherwise. */
export function pick(selected: readonly string[], key: string, isMulti: boolean): string[] {
  if (!isMulti) return [key];
  return selected.includes(key) ? selected.filter((item) => item !== key) : [...selected, key];
}
