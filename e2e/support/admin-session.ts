import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { bootstrapAdmin, keycloakUrl } from "../../server/src/keycloak-url";
import { repoRoot } from "../../server/src/paths";

/**
 * Cookies of the master administrator's session, written once per run by the set-up project
 * (admin-session.setup.ts) and loaded into every console test's browser context, so a test that
 * acts as that administrator opens the console without typing credentials.
 */
export const adminSessionFile = join(
  repoRoot,
  ".cache",
  "e2e",
  // One file per server, so runs against two servers (another release, say) keep their sessions.
  `admin-session-${new URL(keycloakUrl()).port || "80"}.json`,
);

/** A browser state with no session: for tests of the sign-in itself or that must end a session. */
export const signedOut = { cookies: [], origins: [] };

/** Address of a realm's console, with an optional route after the hash (e.g. "master/realms"). */
export function consoleUrl(realm = "master", route = ""): string {
  return `/admin/${encodeURIComponent(realm)}/console/${route === "" ? "" : `#/${route}`}`;
}

/**
 * Opens the master realm's console at a route (e.g. `${realm}/users`) as the master administrator,
 * through the stored session: the login adapter's round trip to the server ends without a form.
 */
export async function openConsole(page: Page, route = ""): Promise<void> {
  const tokenIssued = page.waitForResponse(
    (response) =>
      response.url().includes("/realms/master/protocol/openid-connect/token") &&
      response.request().method() === "POST",
  );
  await page.goto(consoleUrl("master", route));
  const response = await tokenIssued;
  if (!response.ok())
    throw new Error(`The stored administrator session was refused: ${String(response.status())}`);
}

/**
 * Moves an open console to another of its routes (e.g. `${realm}/roles`) as a link would: no
 * reload, no new sign-in round trip.
 */
export async function goToRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = `#/${target}`;
  }, route);
}

/**
 * Signs the master administrator in through the console's login form of the server the page's
 * base address points to, and stores the session in `file` for later tests to load.
 */
export async function signInAndStoreSession(
  page: Page,
  context: BrowserContext,
  file: string,
): Promise<void> {
  await page.goto(consoleUrl("master"));
  await page.getByRole("textbox", { name: /username/i }).fill(bootstrapAdmin.username);
  await page.getByLabel("Password", { exact: true }).fill(bootstrapAdmin.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/admin/master/console/"));
  await page.getByRole("banner").waitFor();
  // Only the server's session cookies: the console's local storage (recent realms, theme) would
  // leak one run's choices into every test.
  const { cookies } = await context.storageState();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ cookies, origins: [] }, null, 2));
}
