import { useWhoAmI } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";

/** Whether the signed-in administrator holds the realm's `impersonation` right. */
export function useHoldsImpersonation(): boolean {
  const whoAmI = useWhoAmI();
  const realm = useRealm();
  return (whoAmI.realm_access[realm] ?? []).includes("impersonation");
}
