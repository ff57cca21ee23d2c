import { createContext, useContext } from "react";

export type AlertVariant = "success" | "danger" | "warning" | "info";

/** Alerts disappear on their own after this long, unless hovered or focused. */
export const alertTimeoutMs = 8000;

export interface Alerts {
  /** Shows an already translated message; `description` is the detail under it. */
  addAlert: (message: string, variant?: AlertVariant, description?: string) => void;
  /**
   * Shows a danger alert titled `t(messageKey, { error })`, where `error` is the server's error
   * text, with the server's `error_description` as detail; a title without `{{error}}` gets the
   * error text as detail too.
   */
  addError: (messageKey: string, error: unknown) => void;
}

export const AlertsContext = createContext<Alerts | undefined>(undefined);

/**
 * Toast notifications of the console. Needs an `AlertProvider` above.
 *
 * @example
 * ```tsx
 * const { addAlert, addError } = useAlerts();
 * try {
 *   await clearRealmCache.mutateAsync();
 *   addAlert(t("clearCacheSuccess"), "success");
 * } catch (error) {
 *   addError("clearCacheError", error);
 * }
 * ```
 */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (alerts === undefined) throw new Error("useAlerts needs an AlertProvider above it.");
  return alerts;
}
