import type { ClientTabProps } from "../api/client-query";

/** Not built yet: replaced by the section's own implementation. */
export function ClientRolesTab(_props: ClientTabProps) {
  return null;
}
