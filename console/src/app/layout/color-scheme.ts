import heroStyles from "@patternfly/react-styles/css/components/Hero/hero";
import { useEffect, useState } from "react";
import { useStoredState } from "@/shared/lib/use-stored-state";

/** Where the chosen colour scheme is kept; `public/color-scheme.js` reads it before the first paint. */
export const colorSchemeKey = "colorScheme";

/** "system" follows the operating system; the others are the user's explicit choice. */
export type ColorScheme = "system" | "light" | "dark";

const darkQuery = "(prefers-color-scheme: dark)";

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(darkQuery).matches;
}

/** PatternFly's dark theme is switched by one class on the root element. */
export function applyColorScheme(dark: boolean, root: HTMLElement = document.documentElement) {
  root.classList.toggle(heroStyles.themeDark, dark);
}

/**
 * The console's colour scheme: follows the operating system until the user picks light or dark,
 * which is remembered.
 *
 * @example
 * const { dark, setScheme } = useColorScheme();
 * <Switch isChecked={dark} onChange={(_e, on) => setScheme(on ? "dark" : "light")} />
 */
export function useColorScheme() {
  const [scheme, setScheme] = useStoredState<ColorScheme>(colorSchemeKey, "system");
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const media = window.matchMedia(darkQuery);
    const listener = (event: MediaQueryListEvent) => {
      setSystemDark(event.matches);
    };
    media.addEventListener("change", listener);
    return () => {
      media.removeEventListener("change", listener);
    };
  }, []);

  const dark = scheme === "dark" || (scheme !== "light" && systemDark);
  useEffect(() => {
    applyColorScheme(dark);
  }, [dark]);

  return { scheme, dark, setScheme };
}
