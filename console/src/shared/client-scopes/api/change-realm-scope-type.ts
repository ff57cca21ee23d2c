import type { AdminClient } from "@/shared/api/admin-client";
import type { ClientScopeType } from "../client-scope-type";

/**
 * Moves a scope between the realm's default list, its optional list and neither. Used by the
 * type change of a row and by creating a scope with a type, so both do it the same way.
 */
export async function changeRealmScopeType(
  client: AdminClient,
  realm: string,
  { id, from, to }: { id: string; from: ClientScopeType; to: ClientScopeType },
): Promise<void> {
  if (from === to) return;
  if (from === "default") await client.clientScopes.delDefaultClientScope({ realm, id });
  if (from === "optional") await client.clientScopes.delDefaultOptionalClientScope({ realm, id });
  if (to === "default") await client.clientScopes.addDefaultClientScope({ realm, id });
  if (to === "optional") await client.clientScopes.addDefaultOptionalClientScope({ realm, id });
}
