import { openConsole, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { clientRow, clientsTable, expect, findStoredClients, seedClient } from "./list-helpers";

test.describe("clients list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("pages and searches on the server, one request per page", async ({ page, freshRealm }) => {
    // 25 clients beside the realm's 6 built-in ones: four pages of ten.
    const prefix = unique("svc");
    for (let index = 0; index < 25; index += 1) {
      await seedClient(freshRealm, {
        clientId: `${prefix}-${String(index).padStart(2, "0")}`,
        name: `Service ${String(index)}`,
        description: index === 7 ? "The seventh service" : undefined,
      });
    }
    const listRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/admin\/realms\/[^/]+\/clients(\?|$)/.test(request.url())) {
        listRequests.push(request.url());
      }
    });

    await openConsole(page, `${freshRealm}/clients`);
    await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    // Ten rows and the header; the built-in clients sort first.
    await expect(clientsTable(page).getByRole("row")).toHaveCount(11);
    await expect(clientRow(page, "account")).toBeVisible();
    expect(listRequests).toHaveLength(1);
    expect(new URL(listRequests[0] ?? "").searchParams.get("max")).toBe("11");

    await page.getByRole("button", { name: "Go to the next page" }).first().click();
    await expect(clientRow(page, `${prefix}-04`)).toBeVisible();
    await expect(clientsTable(page).getByRole("row")).toHaveCount(11);
    expect(page.url()).toContain("page=2");
    expect(listRequests).toHaveLength(2);
    expect(new URL(listRequests.at(-1) ?? "").searchParams.get("first")).toBe("10");

    const search = page.getByLabel("Search Clients");
    await search.fill(`${prefix}-07`);
    await search.press("Enter");
    await expect(clientRow(page, `${prefix}-07`)).toBeVisible();
    await expect(clientsTable(page).getByRole("row")).toHaveCount(2);
    await expect(clientRow(page, `${prefix}-07`)).toContainText("Service 7");
    await expect(clientRow(page, `${prefix}-07`)).toContainText("The seventh service");
    await expect(clientRow(page, `${prefix}-07`)).toContainText("OpenID Connect");
    const searched = new URL(listRequests.at(-1) ?? "").searchParams;
    expect(searched.get("clientId")).toBe(`${prefix}-07`);
    expect(searched.get("search")).toBe("true");
  });

  test("links a home URL only when it is a web address", async ({ page, realm }) => {
    const web = unique("web");
    const relative = unique("relative");
    await seedClient(realm, { clientId: web, baseUrl: "https://web.example.test/home" });
    await seedClient(realm, { clientId: relative, baseUrl: "/relative" });
    await openConsole(page, `${realm}/clients`);
    const search = page.getByLabel("Search Clients");

    await search.fill(web);
    await search.press("Enter");
    const link = clientRow(page, web).getByRole("link", { name: /web\.example\.test/ });
    await expect(link).toHaveAttribute("href", "https://web.example.test/home");
    await expect(link).toHaveAttribute("target", "_blank");

    // A relative home URL without a root URL has nowhere to lead: it shows as text.
    await search.fill(relative);
    await search.press("Enter");
    await expect(clientRow(page, relative)).toContainText("/relative");
    await expect(clientRow(page, relative).getByRole("link")).toHaveCount(1);
  });

  test("deletes a client from its row after confirmation", async ({ page, realm }) => {
    const doomed = unique("doomed");
    await seedClient(realm, { clientId: doomed });
    await openConsole(page, `${realm}/clients`);
    const search = page.getByLabel("Search Clients");
    await search.fill(doomed);
    await search.press("Enter");

    await clientRow(page, doomed)
      .getByRole("button", { name: `Actions for ${doomed}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete client ${doomed}?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await findStoredClients(realm, doomed)).toHaveLength(1);

    await clientRow(page, doomed)
      .getByRole("button", { name: `Actions for ${doomed}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Client ${doomed} deleted`)).toBeVisible();
    await expect(clientRow(page, doomed)).toHaveCount(0);
    expect(await findStoredClients(realm, doomed)).toEqual([]);
  });
});
