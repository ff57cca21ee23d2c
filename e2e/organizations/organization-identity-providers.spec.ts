import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { oidcProvider, seedProvider, storedProvider } from "../identity-providers/idp-list-helpers";
import { expect, seedOrganization, setOrganizationsEnabled, switchOn } from "./organization-seed";

/** The aliases of the providers the server has linked to the organization. */
async function linkedAliases(realm: string, id: string): Promise<string[]> {
  const linked = (await (
    await adminFetch(`/${realm}/organizations/${id}/identity-providers`)
  ).json()) as { alias: string }[];
  return linked.map((provider) => provider.alias);
}

test.describe("organization identity providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a provider linked with a domain and the redirect is stored so, then unlinked after asking", async ({
    page,
    realm,
  }) => {
    await setOrganizationsEnabled(realm, true);
    const id = await seedOrganization(realm, {
      name: "Litware",
      domains: [{ name: "litware.test" }, { name: "litware.example" }],
    });
    await seedProvider(realm, oidcProvider("litware-sso"));
    await seedProvider(realm, oidcProvider("someone-else"));

    await openConsole(page, `${realm}/organizations/${id}/identity-providers`);
    await expect(page.getByRole("heading", { name: "No linked identity providers" })).toBeVisible();
    await page.getByRole("button", { name: "Link identity provider" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Link an identity provider" });
    const choice = dialog.getByRole("combobox", { name: "Identity provider" });
    await choice.click();
    await choice.fill("litware");
    await expect(page.getByRole("option", { name: "someone-else" })).toHaveCount(0);
    await page.getByRole("option", { name: "litware-sso" }).click();
    await dialog.getByRole("button", { name: /^Domain/ }).click();
    await page.getByRole("option", { name: "litware.test" }).click();
    await switchOn(dialog.getByRole("switch", { name: "Redirect when the e-mail domain matches" }));
    await switchOn(dialog.getByRole("switch", { name: "Hidden on login" }));
    await dialog.getByRole("button", { name: "Link identity provider" }).click();
    await expect(page.getByText("Identity provider litware-sso linked")).toBeVisible();

    const table = page.getByRole("grid", { name: "Linked identity providers" });
    const row = table.getByRole("row", { name: /litware-sso/ });
    await expect(row.getByText("litware.test")).toBeVisible();
    expect(await linkedAliases(realm, id)).toEqual(["litware-sso"]);
    const stored = await storedProvider(realm, "litware-sso");
    expect(stored?.config?.["kc.org.domain"]).toBe("litware.test");
    expect(stored?.config?.["kc.org.broker.redirect.mode.email-matches"]).toBe("true");
    expect(stored?.hideOnLogin).toBe(true);

    await row.getByRole("button", { name: "Actions for litware-sso" }).click();
    await page.getByRole("menuitem", { name: "Unlink" }).click();
    await page
      .getByRole("dialog", { name: "Unlink identity provider litware-sso?" })
      .getByRole("button", { name: "Unlink" })
      .click();
    await expect(page.getByText("Identity provider litware-sso unlinked")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await linkedAliases(realm, id)).toEqual([]);
    // Unlinking leaves the provider in the realm.
    expect(await storedProvider(realm, "litware-sso")).toBeDefined();
  });
});
