import type { Page } from "@playwright/test";
import { signIn } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";

/**
 * Signs in, on `route`, a new administrator of the realm who may open the authentication page but
 * change nothing: it lists where flows are used, so it needs to view the realm, its clients and
 * its identity providers.
 */
export async function signInAsViewer(
  page: Page,
  realm: string,
  username: string,
  route: string,
): Promise<void> {
  const viewer = await createRealmAdmin(realm, username, [
    "view-realm",
    "view-clients",
    "view-identity-providers",
  ]);
  await signIn(page, { realm, username: viewer.username, password: viewer.password, route });
}
