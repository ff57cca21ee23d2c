import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedRealmSettings, storedRealm } from "./realm-settings-helpers";

/** A one-pixel PNG, as a logo the browser really reads. */
const pixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.describe("realm settings quick theme", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("builds a login theme JAR from the chosen colours and logo, storing nothing on the server", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, { loginTheme: "keycloak" });
    await openConsole(page, `${realm}/realm-settings/themes`);
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("button", { name: /^Login theme/ })).toContainText("keycloak");
    await page.getByRole("tab", { name: "Quick theme" }).click();
    await expect(page).toHaveURL(new RegExp(`/${realm}/realm-settings/themes/quick-theme$`));

    const name = page.getByRole("textbox", { name: /^Theme name/ });
    const primary = page.getByRole("textbox", { name: "Primary colour (Light scheme)" });
    await name.fill("acme brand");
    await primary.fill("#ff550");
    await page.getByRole("button", { name: "Download theme JAR" }).click();
    await expect(
      page.getByText("Use letters, digits and dashes only, starting with a letter or digit."),
    ).toBeVisible();
    await expect(page.getByText("Enter a hex colour, such as #0066cc.")).toBeVisible();
    // Checked in the default colours: the contrast of colours an administrator picks is theirs.
    await expectNoAxeViolations(page);

    await name.fill("acme-brand");
    await primary.fill("#ff5500");
    await page.getByLabel("Logo").setInputFiles({
      name: "mark.png",
      mimeType: "image/png",
      buffer: pixelPng,
    });
    await expect(page.getByText("Chosen: mark.png")).toBeVisible();
    const preview = page.getByRole("img", { name: /^Preview of the sign-in page/ });
    await expect(preview.locator("img")).toHaveCount(1);
    await expect(preview.locator('[style*="border-top: 4px solid rgb(255, 85, 0)"]')).toHaveCount(
      1,
    );
    await expect(page.getByText(/choose "acme-brand" as the login theme/)).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download theme JAR" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("acme-brand.jar");
    const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
    const text = (path: string) => strFromU8(zip[path] ?? new Uint8Array());
    expect(JSON.parse(text("META-INF/keycloak-themes.json"))).toEqual({
      themes: [{ name: "acme-brand", types: ["login"] }],
    });
    expect(text("theme/acme-brand/login/theme.properties")).toContain("parent=keycloak.v2");
    expect(text("theme/acme-brand/login/theme.properties")).toContain(
      "styles=css/styles.css css/quick-theme.css",
    );
    const css = text("theme/acme-brand/login/resources/css/quick-theme.css");
    expect(css).toContain("--pf-v5-global--primary-color--100: #ff5500;");
    expect(css).toContain('--keycloak-logo-url: url("../img/logo.png");');
    expect(Buffer.from(zip["theme/acme-brand/login/resources/img/logo.png"] ?? [])).toEqual(
      pixelPng,
    );
    // The download is all there is: the realm still uses the theme it had.
    expect((await storedRealm(realm))["loginTheme"]).toBe("keycloak");
  });

  test("an administrator who may only view the realm sees the quick theme read-only, without the download", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "theme-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/themes/quick-theme`,
    });
    await expect(page.getByRole("tab", { name: "Quick theme" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: /^Theme name/ })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Text colour (Dark scheme)" })).toBeDisabled();
    await expect(page.getByLabel("Favicon")).toBeDisabled();
    await expect(page.getByRole("img", { name: /^Preview of the sign-in page/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download theme JAR" })).toHaveCount(0);
  });
});
