import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, storedProvider } from "../identity-providers/oidc-helpers";
import { consoleUrl, test } from "../support/fixtures";
import { createRealmAdmin, type TestUser } from "../support/users";

/**
 * Adding an identity provider is no saved object's edit form, so it is not a row of
 * `draft-forms.ts`: a session that ends while the add form is half filled in loses nothing
 * either. After signing in again the add page shows what was typed, and Add creates the provider.
 */

const endings: { name: string; end: (realm: string, admin: TestUser) => Promise<void> }[] = [
  {
    name: "the administrator's single sign-on session is ended on the server",
    end: async (realm, admin) => {
      const response = await adminFetch(`/${realm}/users/${admin.id}/sessions`);
      for (const session of (await response.json()) as { id: string }[])
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

async function signInIfAsked(page: Page, admin: TestUser, arrived: Locator): Promise<void> {
  const username = page.getByRole("textbox", { name: /username/i });
  await expect(username.or(arrived).first()).toBeVisible();
  if (!(await username.isVisible())) return;
  await username.fill(admin.username);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

test.describe("session expiry while adding an identity provider", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [index, ending] of endings.entries()) {
    test(`${ending.name}: after signing in again the add form is back and adds the provider`, async ({
      page,
      freshRealm: realm,
      browserWatch,
    }) => {
      browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
      const admin = await createRealmAdmin(realm, `adder-${String(index)}`, ["realm-admin"]);
      const alias = `drafted-${String(index)}`;
      const endpoint = `${keycloakUrl()}/realms/${realm}/protocol/openid-connect`;
      const questions: string[] = [];
      page.on("dialog", (dialog) => {
        questions.push(dialog.type());
        void dialog.accept();
      });
      const aliasField = page.getByRole("textbox", { name: "Alias" });
      const restored = page.getByText("Your unsaved changes are back");
      await page.goto(consoleUrl(realm, `${realm}/identity-providers/oidc/add`));
      await signInIfAsked(page, admin, aliasField);
      await aliasField.fill(alias);
      await page.getByRole("textbox", { name: "Display name" }).fill("Typed before");
      await page.getByRole("textbox", { name: "Authorization URL" }).fill(`${endpoint}/auth`);
      await page.getByRole("textbox", { name: "Token URL" }).fill(`${endpoint}/token`);
      await page.getByRole("textbox", { name: "Client ID" }).fill("partner");
      await page.getByRole("textbox", { name: "Client secret" }).fill("partner-secret");

      await ending.end(realm, admin);
      await page.getByRole("button", { name: "Add", exact: true }).click();

      await signInIfAsked(page, admin, restored);
      await expect(restored).toBeVisible();
      expect(questions).toEqual([]);
      await expect(aliasField).toHaveValue(alias);
      await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Typed before");
      expect(await storedProvider(realm, alias)).toBeUndefined();

      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${alias}/settings$`));
      await expect
        .poll(async () => (await storedProvider(realm, alias))?.displayName)
        .toBe("Typed before");
    });
  }
});
