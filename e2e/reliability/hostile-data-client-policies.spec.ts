import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { seedClientPolicies } from "../realm-settings/client-policies-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's client profiles and policies", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("profile and policy descriptions show as typed in the lists and on the profile's page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await openConsole(page, `${freshRealm}/realm-settings/client-policies/profiles`);
    for (const payload of payloads) {
      await seedClientPolicies(freshRealm, {
        profiles: [{ name: "hostile-profile", description: payload.text, executors: [] }],
        policies: [
          {
            name: "hostile-policy",
            description: payload.text,
            enabled: true,
            conditions: [],
            profiles: ["hostile-profile"],
          },
        ],
      });
      await goToRoute(page, `${freshRealm}/realm-settings/client-policies/profiles`);
      await page.reload();
      const profiles = page.getByRole("grid", { name: "Client profiles" });
      await expect(profiles.getByText(payload.text, { exact: true })).toBeVisible();
      await expectInert(page, dialogs, `client profile description ${payload.kind}`);

      await page.getByRole("tab", { name: "Policies", exact: true }).click();
      const policies = page.getByRole("grid", { name: "Client policies" });
      await expect(policies.getByText(payload.text, { exact: true })).toBeVisible();
      await expectInert(page, dialogs, `client policy description ${payload.kind}`);

      await goToRoute(
        page,
        `${freshRealm}/realm-settings/client-policies/hostile-profile/edit-profile`,
      );
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(payload.text);
      await expectInert(page, dialogs, `client profile page ${payload.kind}`);
    }
  });
});
