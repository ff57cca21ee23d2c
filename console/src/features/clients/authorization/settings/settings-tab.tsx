import type { ClientTabProps } from "../../api/client-query";

export function AuthorizationSettingsTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
