import { SearchInput } from "@patternfly/react-core";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";

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
  // Typing searches once it pauses; Enter searches at once.
  const paused = useDebouncedValue(draft.trim());
  const search = useEffectEvent((text: string) => {
    // Only text the user is still looking at: a search set from outside meanwhile (Back, "clear
    // all filters") replaced the draft, and the older paused text must not come back.
    if (text === draft.trim() && text !== value) onSearch(text);
  });
  useEffect(() => {
    search(paused);
  }, [paused]);

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
