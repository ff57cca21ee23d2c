import type { AdminClient } from "@/shared/api/admin-client";

/**
 * Gives flow `id` a name and description. The server replaces the flow with what it is sent and
 * refuses a body without the flow's id and kind, so the stored flow is read first and sent back
 * with the two changes; its steps stay as they are.
 */
export async function renameFlow(
  client: AdminClient,
  realm: string,
  { id, alias, description }: { id: string; alias: string; description: string },
): Promise<void> {
  const stored = await client.authenticationManagement.getFlow({ realm, flowId: id });
  await client.authenticationManagement.updateFlow(
    { realm, flowId: id },
    {
      id,
      alias,
      description,
      providerId: stored.providerId,
      topLevel: stored.topLevel,
      builtIn: stored.builtIn,
    },
  );
}
