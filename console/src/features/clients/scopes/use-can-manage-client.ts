import { useAccess } from "@/shared/access/access-context";
import type { LoadedClient } from "../api/client-query";

/**
 * Whether the administrator may change the client's scopes, mappers and scope mappings: the
 * server's word on this one client (fine-grained permissions included), else manage-clients.
 */
export function useCanManageClient(client: LoadedClient): boolean {
  const access = useAccess();
  return client.access?.["manage"] ?? access.hasAccess("manage-clients");
}
