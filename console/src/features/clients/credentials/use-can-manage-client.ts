import { useAccess } from "@/shared/access/access-context";
import type { LoadedClient } from "../api/client-query";

/**
 * Whether the administrator may change this client's credentials and keys: with manage-clients,
 * or where the server says so for this one client (fine-grained admin permissions).
 */
export function useCanManageClient(client: LoadedClient): boolean {
  const access = useAccess();
  return access.hasAccess("manage-clients") || client.access?.["configure"] === true;
}
