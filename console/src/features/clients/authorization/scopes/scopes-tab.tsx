import type { ClientTabProps } from "../../api/client-query";

export function AuthorizationScopesTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
