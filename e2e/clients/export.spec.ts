import { readFile } from "node:fs/promises";
import { consoleUrl, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { clientRow, expect, seedClient, storedClient } from "./list-helpers";

test.describe("export client", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("exports a client without ids, and the file imports as a new client", async ({
    page,
    realm,
  }) => {
    const original = unique("exported");
    const copy = unique("copy");
    await seedClient(realm, {
      clientId: original,
      description: "Exported for a copy",
      redirectUris: ["https://exported.example.test/*"],
      attributes: { "post.logout.redirect.uris": "https://exported.example.test/bye" },
      protocolMappers: [
        {
          name: "department",
          protocol: "openid-connect",
          protocolMapper: "oidc-usermodel-attribute-mapper",
          config: { "user.attribute": "department", "claim.name": "department" },
        },
      ] as never,
    });
    await openConsole(page, `${realm}/clients`);
    await page.getByLabel("Search Clients").fill(original);
    await page.getByLabel("Search Clients").press("Enter");
    // The row can show on the first page before the search applies, which would then move the
    // list on under the click.
    await expect(page).toHaveURL(new RegExp(`[?&]search=${original}(&|$)`));
    await clientRow(page, original).getByRole("link", { name: original }).click();
    await expect(page.getByRole("heading", { level: 1, name: original })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Client actions" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${original}.json`);
    const path = await download.path();
    const exported = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
    expect(exported).toMatchObject({ clientId: original, description: "Exported for a copy" });
    expect(exported).not.toHaveProperty("id");
    const mappers = exported["protocolMappers"] as Record<string, unknown>[];
    expect(mappers.map((mapper) => mapper["name"])).toEqual(["department"]);
    expect(mappers[0]).not.toHaveProperty("id");

    await page.goto(consoleUrl("master", `${realm}/clients/import-client`));
    await expect(page.getByRole("heading", { level: 1, name: "Import client" })).toBeVisible();
    const choosing = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Browse…" }).click();
    await (
      await choosing
    ).setFiles({
      name: download.suggestedFilename(),
      mimeType: "application/json",
      buffer: await readFile(path),
    });
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(original);
    await page.getByRole("textbox", { name: "Client ID" }).fill(copy);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy })).toBeVisible();

    const stored = await storedClient(realm, copy);
    expect(stored).toMatchObject({
      description: "Exported for a copy",
      redirectUris: ["https://exported.example.test/*"],
      attributes: { "post.logout.redirect.uris": "https://exported.example.test/bye" },
    });
    expect(stored.protocolMappers?.map((mapper) => mapper.name)).toEqual(["department"]);
  });

  test("shows the adapter configuration in the formats the server offers, to copy or download", async ({
    page,
    realm,
  }) => {
    const clientId = unique("adapted");
    const id = await seedClient(realm, { clientId, publicClient: true });
    await openConsole(page, `${realm}/clients/${id}/settings`);
    await page.getByRole("button", { name: "Client actions" }).click();
    await page.getByRole("menuitem", { name: "Download adapter configuration" }).click();
    const dialog = page.getByRole("dialog", { name: "Adapter configuration" });
    // The JSON format opens first: the one most applications read.
    await expect(dialog.getByRole("combobox", { name: "Format" })).toHaveValue(
      "keycloak-oidc-keycloak-json",
    );
    await expect(dialog.getByText(`"resource": "${clientId}"`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy the configuration" })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("keycloak.json");
    const saved = JSON.parse(await readFile(await download.path(), "utf8")) as Record<
      string,
      unknown
    >;
    expect(saved).toMatchObject({ realm, resource: clientId, "public-client": true });
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toHaveCount(0);
  });
});
