import { useAccess } from "@/shared/access/access-context";
import type { LoadedClient } from "../api/client-query";

/**
 * Whether the administrator may create, change and delete the client's roles: the server says so
 * per client (fine-grained permissions included); the realm-wide right decides where it does not.
 */
export function useCanManageClientRoles(client: Pick<LoadedClient, "access"> | undefined): boolean {
  const access = useAccess();
  return client?.access?.manage ?? access.hasAccess("manage-clients");
}
