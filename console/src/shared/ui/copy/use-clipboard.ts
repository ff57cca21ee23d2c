import { useCallback, useEffect, useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/** How long the "copied" or "failed" feedback stays before the control returns to normal. */
export const copyFeedbackMs = 2000;

/**
 * Writes text to the clipboard and reports how it went, returning to `idle` after a moment.
 * The Clipboard API needs a secure context (https or localhost); elsewhere the state is `failed`.
 */
export function useClipboard(): { state: CopyState; copy: (value: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (value: string) => {
    clearTimeout(timer.current);
    let next: CopyState = "copied";
    try {
      // Typed as always present, but absent outside secure contexts.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (clipboard === undefined) throw new Error("Clipboard API unavailable");
      await clipboard.writeText(value);
    } catch {
      next = "failed";
    }
    setState(next);
    timer.current = setTimeout(() => {
      setState("idle");
    }, copyFeedbackMs);
  }, []);

  return { state, copy };
}
