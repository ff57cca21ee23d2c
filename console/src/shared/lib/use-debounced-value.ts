import { useEffect, useState } from "react";

/**
 * How long typing must pause before a search goes to the server: short enough to feel immediate,
 * long enough that a word typed at normal speed sends one request instead of one per letter.
 */
export const typingPauseMs = 300;

/**
 * The value as it was once it stopped changing for `delayMs`. Searches that go to the server read
 * this instead of the typed text, so they run once typing pauses.
 *
 * @example
 * const [typed, setTyped] = useState("");
 * const search = useDebouncedValue(typed.trim());
 * const matches = useQuery(clientSearchQuery(client, realm, search));
 */
export function useDebouncedValue<T>(value: T, delayMs: number = typingPauseMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}
