import type { ClientTabProps } from "../../api/client-query";

export function EvaluateTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
