import { openConsole, test } from "../support/fixtures";
import {
  expect,
  organizationExists,
  seedOrganization,
  setOrganizationsEnabled,
  switchOn,
  storedOrganization,
} from "./organization-seed";

test.describe("organization settings", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("settings edited and saved are what the server stores, the alias stays fixed", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    const id = await seedOrganization(realm, {
      name: "Fabrikam",
      domains: [{ name: "fabrikam.test" }],
      attributes: { tier: ["gold"] },
    });
    await openConsole(page, `${realm}/organizations/${id}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: "Fabrikam" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Alias" })).toHaveAttribute("readonly", "");

    await page.getByRole("textbox", { name: "Name" }).fill("Fabrikam Ltd");
    await switchOn(page.getByRole("switch", { name: "Domain 1 verified" }));
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByRole("textbox", { name: "Domain 2" }).fill("fabrikam.example");
    await page.getByRole("textbox", { name: "Redirect URL" }).fill("not an address");
    await expect(page.getByRole("textbox", { name: "Redirect URL" })).toHaveAccessibleDescription(
      "Enter an address starting with http:// or https://.",
    );
    await page.getByRole("textbox", { name: "Redirect URL" }).fill("https://fabrikam.test/home");
    await page.getByRole("textbox", { name: "Description" }).fill("Supplier");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Organization saved")).toBeVisible();

    const stored = await storedOrganization(realm, id);
    expect(stored.name).toBe("Fabrikam Ltd");
    expect(stored.alias).toBe("Fabrikam");
    expect(stored.redirectUrl).toBe("https://fabrikam.test/home");
    expect(stored.description).toBe("Supplier");
    expect(stored.domains?.toSorted((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "fabrikam.example", verified: false },
      { name: "fabrikam.test", verified: true },
    ]);
    // The settings save sends the organization whole: its attributes stay.
    expect(stored.attributes).toEqual({ tier: ["gold"] });
  });

  test("attributes are saved with the organization, and the header disables it", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    const id = await seedOrganization(realm, {
      name: "Tailspin",
      description: "Airline",
      domains: [{ name: "tailspin.test" }],
    });
    await openConsole(page, `${realm}/organizations/${id}/attributes`);
    await page.getByRole("button", { name: "Add attribute" }).click();
    await page.getByRole("textbox", { name: "Key" }).last().fill("region");
    await page.getByRole("textbox", { name: "Value" }).last().fill("emea");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Attributes saved")).toBeVisible();
    await expect
      .poll(async () => (await storedOrganization(realm, id)).attributes)
      .toEqual({ region: ["emea"] });
    expect((await storedOrganization(realm, id)).description).toBe("Airline");

    await page.getByRole("button", { name: "Organization actions" }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    await expect(page.getByText("Organization disabled")).toBeVisible();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    expect((await storedOrganization(realm, id)).enabled).toBe(false);
    expect((await storedOrganization(realm, id)).attributes).toEqual({ region: ["emea"] });
  });

  test("deleting from the header asks first and goes back to the list", async ({ page, realm }) => {
    await setOrganizationsEnabled(realm, true);
    const id = await seedOrganization(realm, { name: "Shortlived" });
    await openConsole(page, `${realm}/organizations/${id}/settings`);
    await page.getByRole("button", { name: "Organization actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete organization Shortlived?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("Organization Shortlived deleted")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Organizations" })).toBeVisible();
    expect(await organizationExists(realm, id)).toBe(false);
  });
});
