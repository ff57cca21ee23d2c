import { adminFetch } from "../../server/src/testing/admin-api";
import { flipSwitch } from "../users/users-helpers";
import { consoleUrl, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { expect, json, seedClient, seedUser } from "./scopes-helpers";

test.describe("evaluate a client's scopes", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("without full scope, only the role mapped on the dedicated scope is granted", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, "reports");
    for (const name of ["report-reader", "report-admin"])
      await adminFetch(`/${realm}/roles`, { method: "POST", body: JSON.stringify({ name }) });

    await openConsole(page, `${realm}/clients/${clientUuid}/clientScopes/dedicated/scope`);
    const fullScope = page.getByRole("switch", { name: "Full scope allowed" });
    await expect(fullScope).toBeChecked();
    await flipSwitch(fullScope);
    await expect(page.getByText("Full scope setting saved")).toBeVisible();
    await expect
      .poll(
        async () =>
          (await json<{ fullScopeAllowed: boolean }>(`/${realm}/clients/${clientUuid}`))
            .fullScopeAllowed,
      )
      .toBe(false);

    await assignOneRole(page, { search: "report-reader" });
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /report-reader/ }),
    ).toBeVisible();

    // The console is loaded already: only its address changes.
    await page.goto(consoleUrl("master", `${realm}/clients/${clientUuid}/clientScopes/evaluate`));
    await page.getByRole("tab", { name: "Effective role scope mappings" }).click();
    const granted = page.getByRole("grid", { name: "Roles the client's tokens may carry" });
    await expect(granted.getByRole("row", { name: /report-reader/ })).toBeVisible();
    await expect(granted.getByRole("row", { name: /report-admin/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Not granted" }).click();
    const notGranted = page.getByRole("grid", { name: "Roles the client's tokens never carry" });
    await expect(notGranted.getByRole("row", { name: /report-admin/ })).toBeVisible();
    await expect(notGranted.getByRole("row", { name: /report-reader/ })).toHaveCount(0);
  });

  test("shows the ID token and user info generated for a chosen user", async ({ page, realm }) => {
    const clientUuid = await seedClient(realm, "portal");
    await seedUser(realm, "grace");
    await openConsole(page, `${realm}/clients/${clientUuid}/clientScopes/evaluate`);
    await page.getByRole("tab", { name: "Generated ID token" }).click();
    await expect(page.getByRole("heading", { name: "No user chosen" })).toBeVisible();

    await page.getByRole("combobox", { name: "User" }).fill("grace");
    await page.getByRole("option", { name: "grace", exact: true }).click();
    await expect(page.getByTestId("evaluate-idToken")).toContainText(
      '"email": "grace@example.test"',
    );
    await page.getByRole("tab", { name: "Generated user info" }).click();
    await expect(page.getByTestId("evaluate-userInfo")).toContainText(
      '"preferred_username": "grace"',
    );
  });
});
