import { useSyncExternalStore } from "react";

/** Below PatternFly's md breakpoint the header hides its help menu, where PatternFly's
 * page also collapses the side navigation. */
const smallScreenQuery = "(max-width: 767px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const media = window.matchMedia(smallScreenQuery);
  media.addEventListener("change", onChange);
  return () => {
    media.removeEventListener("change", onChange);
  };
}

function snapshot() {
  return typeof window.matchMedia === "function" && window.matchMedia(smallScreenQuery).matches;
}

/** Whether the screen is narrower than the md breakpoint. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
