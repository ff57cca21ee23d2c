import type { AdminClient } from "@/shared/api/admin-client";
import type { ClientScopeType } from "@/shared/client-scopes/client-scope-type";

/**
 * One scope's move between a client's default list, its optional list and neither (`none`):
 * adding is `none` to a type, removing a type to `none`, changing the type both.
 */
export interface ScopeAssignmentChange {
  scopeId: string;
  from: ClientScopeType;
  to: ClientScopeType;
}

/**
 * Applies the changes the administrator chose (bounded by the realm's scopes), every scope at
 * once; a scope that changes type leaves its old list before it joins the new one, since the
 * server refuses a scope on both lists.
 */
export async function changeScopeAssignments(
  client: AdminClient,
  realm: string,
  id: string,
  changes: readonly ScopeAssignmentChange[],
): Promise<void> {
  await Promise.all(
    changes.map(async ({ scopeId, from, to }) => {
      if (from === to) return;
      const target = { realm, id, clientScopeId: scopeId };
      if (from === "default") await client.clients.delDefaultClientScope(target);
      if (from === "optional") await client.clients.delOptionalClientScope(target);
      if (to === "default") await client.clients.addDefaultClientScope(target);
      if (to === "optional") await client.clients.addOptionalClientScope(target);
    }),
  );
}
