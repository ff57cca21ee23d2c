import type { ClientTabProps } from "../../api/client-query";

export function PermissionsTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
