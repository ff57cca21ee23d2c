import { adminFetch } from "../../server/src/testing/admin-api";
import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, saveButton, seedRealmSettings } from "./realm-settings-helpers";

test.describe("realm settings themes and localization access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view the realm sees themes, locales and texts read-only", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, {
      loginTheme: "keycloak",
      internationalizationEnabled: true,
      supportedLocales: ["en", "fr"],
      defaultLocale: "en",
    });
    // A message the sign-in page does not show while registration is off: the viewer still signs in.
    await adminFetch(`/${realm}/localization/en/doRegister`, {
      method: "PUT",
      body: "Come in",
      headers: { "content-type": "text/plain" },
    });
    const viewer = await createRealmAdmin(realm, "texts-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/themes`,
    });

    const login = page.getByRole("button", { name: /^Login theme/ });
    await expect(login).toContainText("keycloak");
    await expect(login).toBeDisabled();
    await expect(page.getByRole("button", { name: /^E-mail theme/ })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await page.getByRole("tab", { name: "Localization" }).click();
    await expect(page.getByRole("switch", { name: "Internationalization" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Default locale/ })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await page.getByRole("tab", { name: "Realm overrides" }).click();
    await expect(page.getByRole("grid").getByText("Come in")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add translation" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit the text of doRegister" })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "Select doRegister" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Effective message bundles" }).click();
    await page.getByRole("textbox", { name: /^Search/ }).fill("doRegister");
    await expect(page.getByRole("grid").getByText("Come in")).toBeVisible();
  });
});
