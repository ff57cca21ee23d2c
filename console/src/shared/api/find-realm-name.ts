import type { AdminClient } from "./admin-client";

/**
 * The realm of exactly this name among those the signed-in administrator may see, or `undefined`:
 * how the recent-realms list learns that a realm was deleted or renamed. The server's search
 * matches parts of names, so the exact match is picked from what it answers.
 */
export async function findRealmName(client: AdminClient, signInRealm: string, name: string) {
  const found = await client.uiExt.findRealmNames({ realm: signInRealm, search: name });
  return found.find((entry) => entry.name === name);
}
