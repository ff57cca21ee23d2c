import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useStoredState } from "@/shared/lib/use-stored-state";

/** Where help mode is remembered between visits. */
export const helpStorageKey = "helpEnabled";

export interface HelpState {
  /** Whether help icons are shown. */
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  toggle: () => void;
}

const HelpContext = createContext<HelpState | null>(null);

/**
 * Holds help mode for the console: on by default, persisted in local storage under `helpEnabled`.
 *
 * @example
 * <HelpProvider>
 *   <App />
 * </HelpProvider>
 */
export function HelpProvider({ children }: { children: ReactNode }) {
  const [enabled, setStored] = useStoredState(helpStorageKey, true);
  const setEnabled = useCallback(
    (next: boolean) => {
      setStored(next);
    },
    [setStored],
  );
  const toggle = useCallback(() => {
    setStored((previous) => !previous);
  }, [setStored]);
  const value = useMemo(() => ({ enabled, setEnabled, toggle }), [enabled, setEnabled, toggle]);
  return <HelpContext value={value}>{children}</HelpContext>;
}

/**
 * Help mode and its switch. Throws outside a {@link HelpProvider}: a missing provider is a wiring
 * mistake that should fail loudly, not silently hide every help text.
 *
 * @example
 * const { enabled, toggle } = useHelp();
 * <Switch label={t("help.enabled")} isChecked={enabled} onChange={toggle} />
 */
export function useHelp(): HelpState {
  const state = useContext(HelpContext);
  if (state === null) throw new Error("useHelp() needs a <HelpProvider> above it.");
  return state;
}

/**
 * Whether help texts should show. Unlike {@link useHelp} it does not need a provider: without one
 * help mode counts as on, its default, so building blocks render in isolation (component tests of
 * any page) while the switch itself, which needs {@link useHelp}, still requires the provider.
 *
 * @example
 * const showHelp = useHelpEnabled();
 * {showHelp && <Content component="small">{t("realm.themeHint")}</Content>}
 */
export function useHelpEnabled(): boolean {
  return useContext(HelpContext)?.enabled ?? true;
}
