import type { ClientTabProps } from "../../api/client-query";

export function ExportTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
