import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, seedUser } from "./users-helpers";

/** Turns brute-force protection on: two failed sign-ins lock a user out for ten minutes. */
export async function protectAgainstBruteForce(realm: string): Promise<void> {
  const settings = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({
      ...settings,
      bruteForceProtected: true,
      failureFactor: 2,
      waitIncrementSeconds: 600,
    }),
  });
}

async function failSignIn(realm: string, username: string): Promise<void> {
  await fetch(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "admin-cli",
      username,
      password: "wrong",
    }),
  });
}

/** Whether the server currently holds the user locked out. */
export async function lockedOut(realm: string, id: string): Promise<boolean> {
  const status = (await (
    await adminFetch(`/${realm}/attack-detection/brute-force/users/${id}`)
  ).json()) as { disabled: boolean };
  return status.disabled;
}

/**
 * Creates a user with a password and fails three sign-ins, then waits until the server reports
 * the lock-out: it records failures on a background queue, so the lock can lag the last request.
 */
export async function seedLockedOutUser(
  realm: string,
  user: Parameters<typeof seedUser>[1],
): Promise<string> {
  const id = await seedUser(realm, user);
  await adminFetch(`/${realm}/users/${id}/reset-password`, {
    method: "PUT",
    body: JSON.stringify({ type: "password", value: `${user.username}-Pass-1`, temporary: false }),
  });
  for (let attempt = 0; attempt < 3; attempt++) await failSignIn(realm, user.username);
  await expect.poll(() => lockedOut(realm, id), { timeout: 20_000 }).toBe(true);
  return id;
}
