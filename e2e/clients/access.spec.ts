import { consoleUrl, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { clientRow, expect, seedClient } from "./list-helpers";

test.describe("clients access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a client-querying administrator has no write action and no client's details", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 403/,
      "a client querier may not read a client, which the client's page says",
      /\/clients\/[0-9a-f-]+$/,
    );
    const id = await seedClient(realm, { clientId: unique("hidden") });
    const querier = await createRealmAdmin(realm, "querier", ["query-clients"]);
    await signIn(page, {
      realm,
      username: querier.username,
      password: querier.password,
      route: `${realm}/clients`,
    });

    // The server lists only the clients an administrator may view: none without view-clients.
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    await expect(
      page.getByText("There are no clients in this realm that you may see."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Create client" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Import client" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Initial access tokens" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Client registration" })).toHaveCount(0);

    await page.goto(consoleUrl(realm, `${realm}/clients/${id}/settings`));
    await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
    await expect(page.getByText(/The server does not let you see this one/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Client actions" })).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  });

  test("a client viewer reads a client and may export it, but not delete it", async ({
    page,
    realm,
  }) => {
    const clientId = unique("viewed");
    const id = await seedClient(realm, { clientId });
    const viewer = await createRealmAdmin(realm, "viewer", ["view-clients"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/clients/${id}/settings`,
    });

    await expect(page.getByRole("heading", { level: 1, name: clientId })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toBeDisabled();
    await page.getByRole("button", { name: "Client actions" }).click();
    await expect(page.getByRole("menuitem", { name: "Export" })).toBeVisible();
    await expect(
      page.getByRole("menuitem", { name: "Download adapter configuration" }),
    ).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Clients" }).first().click();
    await page.getByLabel("Search Clients").fill(clientId);
    await page.getByLabel("Search Clients").press("Enter");
    await clientRow(page, clientId)
      .getByRole("button", { name: `Actions for ${clientId}` })
      .click();
    await expect(page.getByRole("menuitem", { name: "Export" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create client" })).toHaveCount(0);
  });
});
