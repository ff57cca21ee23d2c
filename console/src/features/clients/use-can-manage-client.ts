import { useAccess } from "@/shared/access/access-context";
import type { AccessChecker } from "@/shared/access/rights";
import type { LoadedClient } from "./api/client-query";

/**
 * What the administrator may do with one client. The server says so per client (fine-grained admin
 * permissions included); the realm-wide rights decide where it does not.
 * - `view`: see the client.
 * - `configure`: change the client's own settings, credentials and keys.
 * - `manage`: also its roles, client scopes, mappers and scope mappings (fine-grained "configure"
 *   alone does not allow those).
 */
export interface ClientRights {
  view: boolean;
  configure: boolean;
  manage: boolean;
}

export function clientRights(
  client: Pick<LoadedClient, "access"> | undefined,
  access: Pick<AccessChecker, "hasAccess">,
): ClientRights {
  const perClient = client?.access;
  const manage = perClient?.manage ?? access.hasAccess("manage-clients");
  return {
    view: perClient?.view ?? access.hasAccess("view-clients"),
    configure: perClient?.configure ?? manage,
    manage,
  };
}

/** Whether the administrator may change this client: its configuration, or (`manage`) all of it. */
export function useCanManageClient(
  client: Pick<LoadedClient, "access"> | undefined,
  right: "configure" | "manage" = "manage",
): boolean {
  return clientRights(client, useAccess())[right];
}
