import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { createRealmAdmin, type TestUser } from "../support/users";
import { tokenResponse } from "../support/tokens";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/** A user of the realm with a password and no administration rights. */
export const createSignInUser = (realm: string, username: string): Promise<TestUser> =>
  createRealmAdmin(realm, username, []);

/**
 * Signs the user in with their password at `admin-cli` (each call opens a new session) and returns
 * the token endpoint's answer; `offline` asks for an offline token, which opens an offline session.
 */
export async function openSession(
  realm: string,
  user: TestUser,
  offline = false,
): Promise<Record<string, unknown>> {
  const { status, body } = await tokenResponse(realm, {
    grant_type: "password",
    client_id: "admin-cli",
    username: user.username,
    password: user.password,
    ...(offline && { scope: "openid offline_access" }),
  });
  if (status !== 200) throw new Error(`Sign-in of ${user.username} failed: ${String(status)}`);
  return body;
}

/** The user's regular sessions, as the server reports them. */
export const serverSessionsOf = async (realm: string, userId: string): Promise<unknown[]> =>
  (await (await adminFetch(`/${realm}/users/${userId}/sessions`)).json()) as unknown[];

/** Every session of the realm (regular and offline), as the server's console listing reports them. */
export const serverRealmSessions = async (realm: string): Promise<unknown[]> =>
  (await (await adminFetch(`/${realm}/ui-ext/sessions?first=0&max=100`)).json()) as unknown[];

export const sessionsTable = (page: Page): Locator => page.getByRole("grid", { name: "Sessions" });

/** The rows of the sessions table whose user is `username`. */
export const sessionRowsOf = (page: Page, username: string): Locator =>
  sessionsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: username, exact: true }) });
