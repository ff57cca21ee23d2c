import type { AdminClient } from "@/shared/api/admin-client";

/** How many scopes holding the name a check reads before giving up on finding the exact one. */
const namesChecked = 100;

/**
 * Whether another scope of the resource server has exactly this name. Creating a scope whose name
 * is taken does not fail: the server answers with the scope that has it. So the create form asks
 * first. The server's name search matches parts of names, hence the exact comparison after it.
 */
export async function isScopeNameTaken(
  client: AdminClient,
  realm: string,
  clientId: string,
  name: string,
): Promise<boolean> {
  const matches = await client.clients.listAllScopes({
    realm,
    id: clientId,
    name,
    first: 0,
    max: namesChecked,
    deep: false,
  });
  return matches.some((scope) => scope.name === name);
}
