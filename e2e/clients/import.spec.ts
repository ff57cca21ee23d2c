import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { expect, findStoredClients, seedClient, storedClient } from "./list-helpers";

test.describe("import client", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows what is wrong with the JSON and the server's refusal, keeps it, then imports once fixed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 409/,
      "the server refuses the taken client id, as the test wants",
      /\/clients$/,
    );
    const taken = unique("taken");
    const renamed = unique("renamed");
    await seedClient(realm, { clientId: taken });
    await openConsole(page, `${realm}/clients`);
    await page.getByRole("button", { name: "Import client" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import client" })).toBeVisible();

    const editor = page.getByRole("textbox", { name: "Client JSON" });
    await editor.fill('[{"clientId": "one"}, {"clientId": "two"}]');
    await expect(page.getByText("The JSON must hold one client (an object)")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();

    const json = JSON.stringify({
      clientId: taken,
      name: "Imported app",
      protocol: "openid-connect",
      publicClient: true,
      redirectUris: ["https://imported.example.test/*"],
    });
    await editor.fill(json);
    await expect(page.getByRole("heading", { name: "Client to import" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(taken);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
      "Imported app",
    );
    // Scanned with highlighted JSON in the editor and the cursor on its active line, where token
    // colours sit on the editor's line and selection backgrounds.
    await expect(editor).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Import", exact: true }).click();

    await expect(
      page.getByText("A client with this client ID already exists in this realm."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(taken);
    await expect(editor).toContainText("imported.example.test");

    await page.getByRole("textbox", { name: "Client ID" }).fill(renamed);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    const stored = await storedClient(realm, renamed);
    expect(stored).toMatchObject({
      clientId: renamed,
      name: "Imported app",
      publicClient: true,
      redirectUris: ["https://imported.example.test/*"],
    });
    expect(await findStoredClients(realm, taken)).toHaveLength(1);
  });
});
