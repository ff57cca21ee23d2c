import type { ClientTabProps } from "../../api/client-query";

export function PoliciesTab({ client }: ClientTabProps) {
  return <p>{client.clientId}</p>;
}
