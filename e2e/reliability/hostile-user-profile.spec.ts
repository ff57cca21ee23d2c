import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { attributesTable, seedProfile } from "../realm-settings/user-profile-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

/**
 * Hostile data in the user profile: each payload stored as an attribute's display name and as a
 * group's header and description, then the attributes, the groups, a group's page and the JSON
 * editor opened.
 */
test.describe("hostile data in the user profile", () => {
  // Many pages per test on a shared, busy server.
  test.describe.configure({ timeout: 300_000 });

  test("attributes, groups and the JSON editor show stored texts as typed", async ({
    page,
    realm,
  }) => {
    const dialogs = watchDialogs(page);
    // Names are part of addresses and refused by the server unless plain.
    const names = payloads.map((_payload, index) => `hostile${String(index)}`);
    await seedProfile(realm, (profile) => ({
      ...profile,
      groups: [
        ...(profile.groups ?? []),
        ...payloads.map((payload, index) => ({
          name: names[index] ?? "",
          displayHeader: payload.text,
          displayDescription: payload.text,
        })),
      ],
      attributes: [
        ...profile.attributes,
        ...payloads.map((payload, index) => ({
          name: names[index] ?? "",
          displayName: payload.text,
          group: names[index] ?? "",
          permissions: { view: ["admin"], edit: ["admin"] },
        })),
      ],
    }));

    await openConsole(page, `${realm}/realm-settings/user-profile/attributes`);
    for (const [index, payload] of payloads.entries()) {
      await expect(
        attributesTable(page).getByTestId(`attribute-row-${names[index] ?? ""}`),
      ).toContainText(payload.text);
    }
    await expectInert(page, dialogs, "user profile attributes");

    await page.getByRole("tab", { name: "Attributes groups" }).click();
    const groups = page.getByRole("grid", { name: "Attributes groups" });
    for (const payload of payloads) {
      await expect(groups.getByText(payload.text, { exact: true }).first()).toBeVisible();
    }
    await expectInert(page, dialogs, "user profile groups");

    await groups.getByRole("link", { name: names[0] ?? "" }).click();
    await expect(page.getByRole("textbox", { name: "Display header" })).toHaveValue(
      payloads[0]?.text ?? "",
    );
    await expectInert(page, dialogs, "user profile group page");

    await goToRoute(page, `${realm}/realm-settings/user-profile/json-editor`);
    // The editor draws only the lines in view: the first ones, the payloads further down.
    await expect(page.getByRole("textbox", { name: "User profile configuration" })).toContainText(
      '"attributes"',
    );
    await expectInert(page, dialogs, "user profile JSON editor");
  });
});
