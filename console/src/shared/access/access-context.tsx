import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createAccessChecker } from "./access-checker";
import type { AccessChecker } from "./rights";

const AccessContext = createContext<AccessChecker | undefined>(undefined);

export interface AccessProviderProps {
  /** The rights held in the current realm (who-am-I's `realm_access[currentRealm]`). */
  rights: readonly string[];
  children: ReactNode;
}

/**
 * Makes the current realm's rights available to `useAccess()`.
 *
 * @example
 * <AccessProvider rights={whoAmI.realm_access[realm] ?? []}>
 *   <Console />
 * </AccessProvider>
 */
export function AccessProvider({ rights, children }: AccessProviderProps) {
  const key = rights.join(" ");
  // The checker only changes when the rights do, not when who-am-I is re-fetched unchanged.
  const checker = useMemo(() => createAccessChecker(key === "" ? [] : key.split(" ")), [key]);
  return <AccessContext.Provider value={checker}>{children}</AccessContext.Provider>;
}

/**
 * The access checker of the current realm.
 *
 * @example
 * const { hasAccess } = useAccess();
 * if (hasAccess("manage-users")) showDeleteButton();
 */
export function useAccess(): AccessChecker {
  const checker = useContext(AccessContext);
  if (checker === undefined) throw new Error("useAccess needs an AccessProvider above it.");
  return checker;
}
