import { useEffect, useRef } from "react";

let unloadAllowed = false;

/**
 * Lets this page go without any warning from now on: for the redirect to the server's sign-in
 * when the session has ended. Forms keep their drafts across it (see `useFormDraft`), and a
 * "leave this page?" question there would only leave the administrator on a dead console.
 */
export function allowPageUnload(): void {
  unloadAllowed = true;
}

/**
 * While `active`, closing or reloading the browser tab makes the browser ask first (in its own
 * words: browsers show no page text). `shouldWarn`, read at that moment, can still let one
 * unload through (after a save that navigates away, say).
 *
 * @example
 * useBeforeUnloadWarning(phase.step === "running");
 */
export function useBeforeUnloadWarning(active: boolean, shouldWarn?: () => boolean): void {
  const latest = useRef(shouldWarn);
  useEffect(() => {
    latest.current = shouldWarn;
  });
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!unloadAllowed && latest.current?.() !== false) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
    };
  }, [active]);
}
