import { expect as baseExpect, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";

/** `expect` with room for the shared, busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

const uiPageType = "org.keycloak.services.ui.extend.UiPageProvider";

interface StoredComponent {
  id: string;
  name: string;
  providerId: string;
  providerType: string;
  parentId: string;
  config: Record<string, string[]>;
}

/** The realm's reminders (sample UI page items) as the server stores them. */
async function storedReminders(realm: string): Promise<StoredComponent[]> {
  const { id } = (await (await adminFetch(`/${realm}`)).json()) as { id: string };
  const components = (await (
    await adminFetch(`/${realm}/components?parent=${id}&type=${encodeURIComponent(uiPageType)}`)
  ).json()) as StoredComponent[];
  return components.filter((component) => component.providerId === "reminders");
}

function breadcrumbs(page: Page) {
  return page.getByRole("navigation", { name: "Breadcrumb" });
}

function remindersTable(page: Page) {
  return page.getByRole("grid", { name: "Items of reminders" });
}

test.describe("server-provided pages", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("adds, edits and deletes an item of the sample reminders page", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 400/,
      "the provider refuses 400 days before, as the test wants",
      /\/components$/,
    );
    const admin = await createRealmAdmin(realm, "page-admin", ["view-realm", "manage-realm"]);
    await signIn(page, {
      realm,
      username: admin.username,
      password: admin.password,
      route: realm,
    });
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await nav.getByRole("link", { name: "reminders", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "reminders" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No items yet" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add item" }).first().click();

    await expect(page.getByRole("heading", { level: 1, name: "Add item" })).toBeVisible();
    const create = page.getByRole("button", { name: "Create", exact: true });
    await expect(create).toBeDisabled();
    await page.getByRole("textbox", { name: "Name" }).fill("Quarterly audit");
    // The subject is required by the provider: typing and clearing it shows the error.
    const subject = page.getByRole("textbox", { name: "Subject" });
    await subject.fill("x");
    await subject.clear();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(create).toBeDisabled();
    await subject.fill("Review admin accounts");
    await page.getByRole("button", { name: /^Frequency/ }).click();
    await page.getByRole("option", { name: "monthly" }).click();
    await page.getByRole("textbox", { name: "Recipients, value 1" }).fill("audit@example.test");
    // The provider accepts at most 365 days: the server's refusal keeps what was typed.
    const days = page.getByRole("spinbutton", { name: "Days before" });
    await days.fill("400");
    await days.blur();
    await create.click();
    // The provider's own words name the setting: they show at its field, not in an alert.
    await expect(days).toHaveAccessibleDescription("Days before must be between 0 and 365.");
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/The item could not be created/)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Quarterly audit");
    await expect(subject).toHaveValue("Review admin accounts");
    await expect(days).toHaveValue("400");
    await days.fill("14");
    await days.blur();
    await create.click();

    await expect(page.getByText("The item Quarterly audit was created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Quarterly audit" })).toBeVisible();
    await expect(breadcrumbs(page).getByRole("link", { name: "Page", exact: true })).toBeVisible();
    let [stored] = await storedReminders(realm);
    expect(stored?.name).toBe("Quarterly audit");
    expect(stored?.config).toMatchObject({
      subject: ["Review admin accounts"],
      enabled: ["true"],
      frequency: ["monthly"],
      recipients: ["audit@example.test"],
      daysBefore: ["14"],
    });

    // Change a value on the details page and save.
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
      "Review admin accounts",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "Subject" }).fill("Review all admin accounts");
    const enabled = page.getByRole("switch", { name: "Enabled" });
    await enabled.focus();
    await enabled.press("Space");
    await expect(enabled).not.toBeChecked();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The item Quarterly audit was saved.")).toBeVisible();
    await expect
      .poll(async () => (await storedReminders(realm))[0]?.config)
      .toMatchObject({ subject: ["Review all admin accounts"], enabled: ["false"] });
    [stored] = await storedReminders(realm);
    expect(stored?.config.daysBefore).toEqual(["14"]);

    // Back to the list through the breadcrumb: the item shows with its first settings.
    await breadcrumbs(page).getByRole("link", { name: "Page", exact: true }).click();
    const row = remindersTable(page).getByRole("row").filter({ hasText: "Quarterly audit" });
    await expect(row).toContainText("Review all admin accounts");
    await expect(row).toContainText("No");
    await expect(row).toContainText("monthly");
    await expectNoAxeViolations(page);

    // Delete, confirming in the dialog.
    await row.getByRole("button", { name: "Actions for Quarterly audit" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: /Delete Quarterly audit\?/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("The item Quarterly audit was deleted.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No items yet" })).toBeVisible();
    await expect.poll(async () => (await storedReminders(realm)).length).toBe(0);
  });

  test("an administrator without view-realm neither sees nor opens the page", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 403/,
      "the console asks for the realm's page sections, which this administrator may not read",
      /\/components\?parent=[^&]+&type=org\.keycloak\.services\.ui\.extend\.UiPageProvider$/,
    );
    const limited = await createRealmAdmin(realm, "limited", [
      "view-users",
      "query-users",
      "query-clients",
    ]);
    await signIn(page, {
      realm,
      username: limited.username,
      password: limited.password,
      route: realm,
    });
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(nav.getByRole("link", { name: "Users", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "reminders" })).toHaveCount(0);

    await page.goto(`/admin/${realm}/console/#/${realm}/page-section/reminders`);
    await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    await expect(page.getByText("view-realm")).toBeVisible();
    await expect(page.getByRole("grid", { name: "Items of reminders" })).toHaveCount(0);
  });
});
