import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, signIn, test } from "../support/fixtures";
import { tokenClaims, tokenResponse } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import {
  createSignInUser,
  expect,
  openSession,
  serverRealmSessions,
  serverSessionsOf,
  sessionRowsOf,
  sessionsTable,
} from "./sessions-helpers";

test.describe("realm sessions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("signs one of a user's two sessions out and keeps the other", async ({ page, realm }) => {
    const sam = await createSignInUser(realm, "sam");
    await openSession(realm, sam);
    await openSession(realm, sam);

    await openConsole(page, `${realm}/sessions`);
    await expect(page.getByRole("heading", { level: 1, name: "Sessions" })).toBeVisible();
    const rows = sessionRowsOf(page, "sam");
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText("admin-cli")).toBeVisible();
    await expect(rows.first().getByText("Regular")).toBeVisible();

    await rows
      .first()
      .getByRole("button", { name: /^Actions for sam/ })
      .click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page
      .getByRole("dialog", { name: "Sign out this session?" })
      .getByRole("button", { name: "Sign out" })
      .click();
    await expect(page.getByText("The session was signed out.")).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect(await serverSessionsOf(realm, sam.id)).toHaveLength(1);
  });

  test("finds a user's sessions by searching the user name", async ({ page, realm }) => {
    const [ann, bob] = await Promise.all([
      createSignInUser(realm, "ann-search"),
      createSignInUser(realm, "bob-search"),
    ]);
    await openSession(realm, ann);
    await openSession(realm, bob);

    await openConsole(page, `${realm}/sessions`);
    await expect(sessionRowsOf(page, "bob-search")).toHaveCount(1);
    await page.getByRole("textbox", { name: "Search Sessions" }).fill("ann-search");
    await page.keyboard.press("Enter");
    await expect(sessionRowsOf(page, "ann-search")).toHaveCount(1);
    await expect(sessionRowsOf(page, "bob-search")).toHaveCount(0);
  });

  test("lists an offline session under the offline type", async ({ page, realm }) => {
    const olive = await createSignInUser(realm, "olive");
    await openSession(realm, olive, true);

    await openConsole(page, `${realm}/sessions`);
    await expect(sessionRowsOf(page, "olive").first()).toBeVisible();
    await page.getByRole("button", { name: /^Session type/ }).click();
    await page.getByRole("option", { name: "Offline sessions" }).click();
    await expect(page).toHaveURL(/type=offline/);
    const offline = sessionRowsOf(page, "olive");
    await expect(offline).toHaveCount(1);
    await expect(offline.getByText("Offline", { exact: true })).toBeVisible();
    await expect(sessionsTable(page).getByText("Regular", { exact: true })).toHaveCount(0);
  });

  test("a view-only administrator sees the sessions without any action", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "session-viewer", [
      "view-realm",
      "view-clients",
      "view-users",
    ]);
    const vera = await createSignInUser(realm, "vera");
    await openSession(realm, vera);

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/sessions`,
    });
    await expect(sessionRowsOf(page, "vera")).toHaveCount(1);
    await expect(
      sessionRowsOf(page, "vera").getByRole("button", { name: /^Actions for/ }),
    ).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign out all sessions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Revocation", exact: true })).toHaveCount(0);
  });
});

test.describe("realm revocation and sign out all", () => {
  test.describe.configure({ timeout: 180_000 });

  test("setting not-before to now makes an existing refresh token fail; clearing shows none", async ({
    page,
    freshRealm,
  }) => {
    const rita = await createSignInUser(freshRealm, "rita");
    const tokens = await openSession(freshRealm, rita);
    const refreshToken = String(tokens.refresh_token);
    const issuedAt = Number(tokenClaims(refreshToken).iat);
    // A token issued in the same second as the not-before still counts: wait for the next one.
    await expect.poll(() => Math.floor(Date.now() / 1000)).toBeGreaterThan(issuedAt);

    await openConsole(page, `${freshRealm}/sessions`);
    await page.getByRole("button", { name: "Revocation", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Revocation" });
    await expect(dialog.getByText("None", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Set to now" }).click();
    await expect(page.getByText(/Not-before set to now/)).toBeVisible();
    await expect(dialog.getByText("None", { exact: true })).toHaveCount(0);

    const refreshed = await tokenResponse(freshRealm, {
      grant_type: "refresh_token",
      client_id: "admin-cli",
      refresh_token: refreshToken,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe("invalid_grant");

    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(dialog.getByText("None", { exact: true })).toBeVisible();
    const stored = (await (await adminFetch(`/${freshRealm}`)).json()) as { notBefore?: number };
    expect(stored.notBefore ?? 0).toBe(0);
  });

  test("pushing the not-before names the client admin URL that could not be told", async ({
    page,
    freshRealm,
  }) => {
    await adminFetch(`/${freshRealm}/clients`, {
      method: "POST",
      body: JSON.stringify({ clientId: "legacy-app", adminUrl: "http://127.0.0.1:9/legacy" }),
    });
    await openConsole(page, `${freshRealm}/sessions`);
    await page.getByRole("button", { name: "Revocation", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Revocation" });
    await dialog.getByRole("button", { name: "Push" }).click();
    await expect(dialog.getByText("Failed to push to")).toBeVisible();
    await expect(dialog.getByText(/127\.0\.0\.1:9/)).toBeVisible();
  });

  test("signs out every session of the realm after confirmation", async ({ page, freshRealm }) => {
    const [una, ned] = await Promise.all([
      createSignInUser(freshRealm, "una"),
      createSignInUser(freshRealm, "ned"),
    ]);
    await openSession(freshRealm, una);
    await openSession(freshRealm, ned, true);

    await openConsole(page, `${freshRealm}/sessions`);
    await expect(sessionRowsOf(page, "ned").first()).toBeVisible();
    await page.getByRole("button", { name: "Sign out all sessions" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out all sessions?" });
    await expect(dialog.getByText(/Every session of the realm/)).toBeVisible();
    await expect(dialog.getByText(/your own session ends too/)).toHaveCount(0);
    await dialog.getByRole("button", { name: "Sign out all sessions" }).click();
    await expect(page.getByRole("heading", { name: "No sessions" })).toBeVisible();
    expect(await serverRealmSessions(freshRealm)).toEqual([]);
  });
});
