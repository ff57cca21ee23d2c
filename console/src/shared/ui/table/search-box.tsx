import { SearchInput } from "@patternfly/react-core";
import { useEffect, useEffectEvent, useRef, useState } from "react";
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
  // Searches sent and not in effect yet. One of them taking effect is the user's own, and keeps
  // what they typed since (a search applies once its rows arrive, which can be after the next
  // keystrokes); a search set from outside ("clear all filters", Back) replaces the typed text.
  const [awaited, setAwaited] = useState<readonly string[]>([]);
  if (value !== applied) {
    setApplied(value);
    const own = awaited.indexOf(value);
    setAwaited(own === -1 ? [] : awaited.slice(own + 1));
    if (own === -1) setDraft(value);
  }
  // The text last sent, and the search in effect when it was sent. The table renders a new search
  // in a transition, which a busy machine can hold past the typing pause: until `value` moves,
  // the same text is not sent a second time, which would add a second step to Back.
  // Enter right after the pause searched the same text adds nothing either.
  const sent = useRef<{ text: string; over: string }>(undefined);
  const send = (text: string) => {
    const alreadySent = sent.current?.text === text && sent.current.over === value;
    if (text === value || alreadySent) return;
    sent.current = { text, over: value };
    setAwaited((texts) => [...texts, text]);
    onSearch(text);
  };
  // Typing searches once it pauses; Enter searches at once.
  const paused = useDebouncedValue(draft.trim());
  const search = useEffectEvent((text: string) => {
    // Only text the user is still looking at: a search set from outside meanwhile (Back, "clear
    // all filters") replaced the draft, and the older paused text must not come back.
    if (text === draft.trim()) send(text);
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
        send(text.trim());
      }}
      onClear={() => {
        setDraft("");
        send("");
      }}
      resetButtonLabel={t("table.clearSearch")}
      submitSearchButtonLabel={t("table.runSearch")}
    />
  );
}
