import type { ClientScopesSubTab } from "@/shared/paths/client-paths";
import type { ClientTabProps } from "../api/client-query";

/** Not built yet: replaced by the section's own implementation. */
export function ClientScopesTab(_props: ClientTabProps & { subTab: ClientScopesSubTab }) {
  return null;
}
