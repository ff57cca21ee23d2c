import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import {
  expect,
  realmScopeNames,
  scopeRow,
  scopesTable,
  searchScopes,
  seedScope,
} from "./client-scopes-helpers";

test.describe("client scopes list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("filters by type, protocol and name", async ({ page, realm }) => {
    await seedScope(realm, "ledger", { description: "Ledger access" });
    await seedScope(realm, "saml-ledger", { protocol: "saml" });
    // A page of 50 shows the realm's built-in scopes and these together.
    await openConsole(page, `${realm}/client-scopes?size=50`);
    const table = scopesTable(page);
    await expect(scopeRow(page, "ledger")).toContainText("Ledger access");
    await expect(scopeRow(page, "ledger")).toContainText("None");
    await expect(scopeRow(page, "profile")).toContainText("OpenID Connect");
    await expect(scopeRow(page, "profile")).toContainText("Default");

    await page.getByRole("button", { name: "Filter by protocol" }).click();
    await page.getByRole("option", { name: "SAML" }).click();
    await expect(scopeRow(page, "saml-ledger")).toBeVisible();
    await expect(table.getByRole("link", { name: "ledger", exact: true })).toHaveCount(0);
    await expect(table.getByRole("link", { name: "profile", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Filter by protocol" }).click();
    await page.getByRole("option", { name: "All protocols" }).click();
    await page.getByRole("button", { name: "Filter by type" }).click();
    await page.getByRole("option", { name: "Optional" }).click();
    await expect(scopeRow(page, "phone")).toBeVisible();
    await expect(table.getByRole("link", { name: "ledger", exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Filter by type" }).click();
    await page.getByRole("option", { name: "All types" }).click();
    await searchScopes(page, "ledger");
    await expect(table.getByRole("link")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test("changes a scope's realm-wide type from its row", async ({ page, realm }) => {
    await seedScope(realm, "audit-trail");
    await openConsole(page, `${realm}/client-scopes`);
    await searchScopes(page, "audit");
    await scopeRow(page, "audit-trail")
      .getByRole("button", { name: /Type of audit-trail/ })
      .click();
    await page.getByRole("option", { name: "Optional" }).click();
    await expect(page.getByText("audit-trail is now of type Optional")).toBeVisible();
    await expect.poll(() => realmScopeNames(realm, "optional")).toContain("audit-trail");

    await scopeRow(page, "audit-trail")
      .getByRole("button", { name: /Type of audit-trail/ })
      .click();
    await page.getByRole("option", { name: "Default" }).click();
    await expect(page.getByText("audit-trail is now of type Default")).toBeVisible();
    await expect.poll(() => realmScopeNames(realm, "default")).toContain("audit-trail");
    expect(await realmScopeNames(realm, "optional")).not.toContain("audit-trail");
  });
});
