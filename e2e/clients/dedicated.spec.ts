import { consoleUrl, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { chooseFromMenu } from "../support/menus";
import { expect, json, seedClient, seedUser } from "./scopes-helpers";
import { searchPicker } from "../support/pickers";

interface StoredMapper {
  name: string;
  protocolMapper: string;
  config: Record<string, string>;
}

test.describe("dedicated scope of a client", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("a hard-coded claim mapper added on the dedicated scope shows in the evaluated access token", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, "mobile-app");
    await seedUser(realm, "ada");
    await openConsole(page, `${realm}/clients/${clientUuid}/clientScopes/setup`);
    await page.getByRole("link", { name: "mobile-app-dedicated" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "mobile-app-dedicated" }),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "Mappers", selected: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseFromMenu(
      page.getByRole("button", { name: "Add mapper" }).first(),
      page.getByRole("menuitem", { name: /By configuration/ }),
    );
    const types = page.getByRole("dialog", { name: "Configure a new mapper" });
    await searchPicker(types, "Search mapper types", "Hardcoded claim");
    await types.getByRole("radio", { name: "Hardcoded claim", exact: true }).check();
    await types.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Add mapper: Hardcoded claim" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("tier");
    await page.getByRole("textbox", { name: "Token claim name" }).fill("tier");
    await page.getByRole("textbox", { name: "Claim value" }).fill("gold");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "tier" })).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/clients/${clientUuid}/clientScopes/dedicated/mappers/[^/]+/edit$`),
    );
    const stored = await json<StoredMapper[]>(
      `/${realm}/clients/${clientUuid}/protocol-mappers/models`,
    );
    expect(stored.map((mapper) => [mapper.name, mapper.config["claim.value"]])).toEqual([
      ["tier", "gold"],
    ]);

    // The console is loaded already: only its address changes.
    await page.goto(consoleUrl("master", `${realm}/clients/${clientUuid}/clientScopes/evaluate`));
    const mappers = page.getByRole("grid", { name: "Effective protocol mappers" });
    const searchMappers = page.getByRole("textbox", { name: "Search Effective protocol mappers" });
    await searchMappers.fill("tier");
    await searchMappers.press("Enter");
    await expect(mappers.getByRole("row", { name: /tier/ })).toContainText("mobile-app-dedicated");

    const user = page.getByRole("combobox", { name: "User" });
    await user.fill("ada");
    await page.getByRole("option", { name: "ada", exact: true }).click();
    await page.getByRole("tab", { name: "Generated access token" }).click();
    const token = page.getByTestId("evaluate-accessToken");
    await expect(token).toContainText('"tier": "gold"');
    await expect(token).toContainText('"preferred_username": "ada"');
    await expectNoAxeViolations(page);
  });
});
