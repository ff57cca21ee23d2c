import { openConsole, test } from "../support/fixtures";
import { expect, storedProvider } from "./oidc-helpers";

test.describe("social providers", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a GitHub provider is added with its client, secret and an option of its own", async ({
    page,
    realm,
  }) => {
    const alias = "github";
    await openConsole(page, `${realm}/identity-providers/github/add`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("GitHub");
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await page.getByRole("textbox", { name: "Client ID", exact: true }).fill("gatehouse-app");
    await page.getByRole("textbox", { name: "Client secret", exact: true }).fill("s3cret-value");
    await page.getByRole("textbox", { name: "Default scopes" }).fill("read:user user:email");
    await page.getByRole("textbox", { name: "Base URL" }).fill("https://github.example.test");
    // The switch's drawn toggle covers its input, so it is flipped from the keyboard.
    const jsonFormat = page.getByRole("switch", { name: "JSON Format" });
    await jsonFormat.focus();
    await jsonFormat.press("Space");
    await expect(jsonFormat).toBeChecked();
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/identity-providers/github/${alias}/settings$`));

    const stored = await storedProvider(realm, alias);
    expect(stored?.providerId).toBe("github");
    expect(stored?.config).toMatchObject({
      clientId: "gatehouse-app",
      defaultScope: "read:user user:email",
      baseUrl: "https://github.example.test",
      githubJsonFormat: "true",
    });
    // The secret comes back masked, and the settings page shows it masked too.
    await expect(page.getByRole("textbox", { name: "Base URL" })).toHaveValue(
      "https://github.example.test",
    );
    await expect(page.getByRole("textbox", { name: "Client secret", exact: true })).toHaveAttribute(
      "type",
      "password",
    );
    await expect(page.getByRole("textbox", { name: "Client secret", exact: true })).not.toHaveValue(
      "s3cret-value",
    );
  });
});
