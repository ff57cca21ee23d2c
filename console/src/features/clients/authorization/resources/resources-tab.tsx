import type { ClientTabProps } from "../../api/client-query";

export function ResourcesTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
