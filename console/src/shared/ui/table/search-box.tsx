import { SearchInput } from "@patternfly/react-core";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";

/** Typing pauses this long before a search runs; Enter runs it at once. */
export const searchDebounceMs = 300;

export interface SearchBoxProps {
  /** The search in effect (trimmed). */
  value: string;
  onSearch: (value: string) => void;
  /** Translated placeholder. */
  placeholder?: string;
  /** Accessible name of the table searched, so several tables on a page have distinct search fields. */
  tableLabel: string;
}

/** A search field that searches while the user types (debounced) and at once on Enter. */
export function SearchBox({ value, onSearch, placeholder, tableLabel }: SearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // A search cleared or set from outside ("clear all filters") replaces the typed text.
  if (value !== applied) {
    setApplied(value);
    setDraft(value);
  }
  const search = useEffectEvent((text: string) => {
    onSearch(text);
  });

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = setTimeout(() => {
      search(text);
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, value]);

  return (
    <SearchInput
      aria-label={t("table.searchIn", { name: tableLabel })}
      placeholder={placeholder ?? t("table.searchPlaceholder")}
      value={draft}
      onChange={(_event, text) => {
        setDraft(text);
      }}
      onSearch={(_event, text) => {
        onSearch(text.trim());
      }}
      onClear={() => {
        setDraft("");
        onSearch("");
      }}
      resetButtonLabel={t("table.clearSearch")}
      submitSearchButtonLabel={t("table.runSearch")}
    />
  );
}
