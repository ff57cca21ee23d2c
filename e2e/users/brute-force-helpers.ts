import { adminFetch } from "../../server/src/testing/admin-api";
import { tokenResponse } from "../support/tokens";
import { seedUser } from "./users-helpers";

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

/** Signs in with a wrong password; returns what the server answered, for the failure message. */
async function failSignIn(realm: string, username: string): Promise<string> {
  const { status, body } = await tokenResponse(realm, {
    grant_type: "password",
    client_id: "admin-cli",
    username,
    password: "wrong",
  });
  return `${String(status)} ${JSON.stringify(body)}`;
}

/** Whether the server currently holds the user locked out. */
export async function lockedOut(realm: string, id: string): Promise<boolean> {
  const status = (await (
    await adminFetch(`/${realm}/attack-detection/brute-force/users/${id}`)
  ).json()) as { disabled: boolean };
  return status.disabled;
}

/**
 * Creates a user with a password and fails sign-ins until the server reports the lock-out. The
 * server records failures after answering, and on a busy machine two quick failures can be
 * counted as one, so one more failure is tried after each pause (at most eight in all).
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
  const answers: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    answers.push(await failSignIn(realm, user.username));
    if (attempt < 1) continue;
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if (await lockedOut(realm, id)) return id;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${user.username} was not locked out; the sign-ins got: ${answers.join(" | ")}`);
}
