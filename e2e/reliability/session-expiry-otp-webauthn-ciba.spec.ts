import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { seedRealmSettings, storedRealm } from "../realm-settings/realm-settings-helpers";
import { expect, json } from "../roles/roles-helpers";
import { signIn, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";

/**
 * A session that ends while one of the OTP, WebAuthn or CIBA policy forms holds unsaved changes
 * loses nothing. These forms sit on inner tabs that the address does not name, so the shared
 * session-expiry spec (which opens a form by its address alone) cannot reach them: after signing
 * in again the tab is opened by hand, and its form brings the draft back. The two ways covered end
 * the single sign-on session, so the server's sign-in form shows every time.
 */

interface PolicyForm {
  tab: string;
  field: (page: Page) => Locator;
  /** The value seeded before the administrator opens the form, and the one typed. */
  before: string;
  typed: string;
  seed: (realm: string, value: string) => Promise<void>;
  stored: (realm: string) => Promise<string>;
}

const attributes = async (realm: string) =>
  ((await storedRealm(realm))["attributes"] ?? {}) as Record<string, string>;

const policyForms: PolicyForm[] = [
  {
    tab: "OTP policy",
    field: (page) => page.getByRole("spinbutton", { name: "OTP token period", exact: true }),
    before: "30",
    typed: "75",
    seed: (realm, value) => seedRealmSettings(realm, { otpPolicyPeriod: Number(value) }),
    stored: async (realm) => String((await storedRealm(realm))["otpPolicyPeriod"]),
  },
  {
    tab: "WebAuthn policy",
    field: (page) => page.getByRole("textbox", { name: "Relying party entity name", exact: true }),
    before: "before",
    typed: "typed before the session ended",
    seed: (realm, value) => seedRealmSettings(realm, { webAuthnPolicyRpEntityName: value }),
    stored: async (realm) => String((await storedRealm(realm))["webAuthnPolicyRpEntityName"]),
  },
  {
    tab: "WebAuthn passwordless policy",
    field: (page) => page.getByRole("textbox", { name: "Relying party entity name", exact: true }),
    before: "before",
    typed: "typed before the session ended",
    seed: (realm, value) =>
      seedRealmSettings(realm, { webAuthnPolicyPasswordlessRpEntityName: value }),
    stored: async (realm) =>
      String((await storedRealm(realm))["webAuthnPolicyPasswordlessRpEntityName"]),
  },
  {
    tab: "CIBA policy",
    field: (page) => page.getByRole("spinbutton", { name: "Expires in", exact: true }),
    before: "120",
    typed: "450",
    seed: async (realm, value) =>
      seedRealmSettings(realm, {
        attributes: { ...(await attributes(realm)), cibaExpiresIn: value },
      }),
    stored: async (realm) => (await attributes(realm))["cibaExpiresIn"] ?? "",
  },
];

const sessionEnds: { name: string; end: (realm: string, admin: TestUser) => Promise<void> }[] = [
  {
    name: "the administrator's single sign-on session is ended on the server",
    end: async (realm, admin) => {
      const sessions = await json<{ id: string }[]>(`/${realm}/users/${admin.id}/sessions`);
      for (const session of sessions)
        await adminFetch(`/${realm}/sessions/${session.id}`, { method: "DELETE" });
    },
  },
  {
    name: "the administrator is signed out everywhere",
    end: async (realm, admin) => {
      await adminFetch(`/${realm}/users/${admin.id}/logout`, { method: "POST" });
    },
  },
];

test.describe("session expiry mid-edit: OTP, WebAuthn and CIBA policies", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const form of policyForms) {
    for (const [index, sessionEnd] of sessionEnds.entries()) {
      test(`${form.tab}: ${sessionEnd.name}; after signing in again the typed value is back and saves`, async ({
        page,
        freshRealm: realm,
        browserWatch,
      }) => {
        browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
        await form.seed(realm, form.before);
        const admin = await createRealmAdmin(realm, `policy-editor-${String(index)}`, [
          "realm-admin",
        ]);
        const questions: string[] = [];
        page.on("dialog", (dialog) => {
          questions.push(dialog.type());
          void dialog.accept();
        });
        const tab = page.getByRole("tab", { name: form.tab, exact: true });
        const field = form.field(page);
        const restored = page.getByText("Your unsaved changes are back");

        await signIn(page, {
          realm,
          username: admin.username,
          password: admin.password,
          route: `${realm}/authentication/policies`,
        });
        await tab.click();
        await expect(field).toHaveValue(form.before);
        await field.fill(form.typed);

        await sessionEnd.end(realm, admin);
        await page.getByRole("button", { name: "Save", exact: true }).click();

        // The save found the session gone: the server's sign-in, then the same page again.
        await page.getByRole("textbox", { name: /username/i }).fill(admin.username);
        await page.getByLabel("Password", { exact: true }).fill(admin.password);
        await page.getByRole("button", { name: /sign in/i }).click();
        await tab.click();
        await expect(restored).toBeVisible();
        expect(questions).toEqual([]);
        await expect(field).toHaveValue(form.typed);
        expect(await form.stored(realm)).toBe(form.before);

        await page.getByRole("button", { name: "Save", exact: true }).click();
        await expect(restored).toBeHidden();
        await expect.poll(() => form.stored(realm)).toBe(form.typed);
        // Saved: the draft is gone, so a reload shows what the server holds, with no notice.
        await page.reload();
        await tab.click();
        await expect(field).toHaveValue(form.typed);
        await expect(restored).toBeHidden();
      });
    }
  }
});
