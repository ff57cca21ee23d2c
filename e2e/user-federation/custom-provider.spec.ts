import type { Page } from "@playwright/test";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { chooseFromMenu } from "../support/menus";
import { closeNotifications } from "../support/notifications";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { flipSwitch } from "../users/users-helpers";
import {
  expect,
  sampleStoreKind,
  seedSampleStore,
  storedProviderNamed,
  storedProviders,
} from "./provider-helpers";

/*
 * A custom provider's page, against the sample user store the test server brings: its settings
 * (one of each type the server describes) come from the server's description of the kind.
 */

/** The server masks a stored secret with this in every answer. */
const maskedSecret = "**********";

/** The sample provider's own check, in its own words, which open with the setting's label. */
const prefixRefused = "Account prefix may hold only letters and digits.";

const allowRefusal = (browserWatch: {
  allow: (line: RegExp, why: string, url?: RegExp) => void;
}) => {
  browserWatch.allow(
    /^Failed to load resource: the server responded with a status of 400/,
    "the sample provider refuses an account prefix with other characters, as the test wants",
    /\/components(\/[^/]+)?$/,
  );
};

const chooseRefreshPeriod = (page: Page, period: string) =>
  chooseFromMenu(
    page.getByRole("button", { name: /^Refresh period/ }),
    page.getByRole("option", { name: period, exact: true }),
  );

/** The sample's allowed domains as the test types them, sorted. */
const domains = ["corp.example.test", "example.test"];

/** The allowed domains the page shows, sorted. */
const shownDomains = async (page: Page) =>
  (
    await Promise.all(
      [1, 2].map((number) =>
        page
          .getByRole("textbox", { name: `Allowed domains, value ${String(number)}` })
          .inputValue(),
      ),
    )
  ).toSorted();

test.describe("a custom user-storage provider (the sample user store)", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("its card adds one with every kind of setting; stored, shown after a reload, saved again and deleted", async ({
    page,
    freshRealm,
    browserWatch,
  }) => {
    allowRefusal(browserWatch);
    const name = unique("Store");
    await openConsole(page, `${freshRealm}/user-federation`);
    await page.getByRole("link", { name: `Add ${sampleStoreKind} provider` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${freshRealm}/user-federation/${sampleStoreKind}/new$`),
    );
    await expect(
      page.getByRole("heading", { level: 1, name: `Add ${sampleStoreKind} provider` }),
    ).toBeVisible();
    await expect(page.getByText("A sample user store that finds no users")).toBeVisible();
    // The new provider is named after its kind until the administrator names it.
    const nameField = page.getByRole("textbox", { name: "UI display name" });
    await expect(nameField).toHaveValue(sampleStoreKind);
    await nameField.fill(name);
    await page.getByRole("textbox", { name: "Account prefix" }).fill("ext");
    await flipSwitch(page.getByRole("switch", { name: "Look up by email" }));
    await chooseRefreshPeriod(page, "weekly");
    await page.getByRole("textbox", { name: "API key", exact: true }).fill("first-key");
    await page.getByRole("textbox", { name: "Allowed domains, value 1" }).fill("example.test");
    await page.getByRole("button", { name: "Add value" }).click();
    await page.getByRole("textbox", { name: "Allowed domains, value 2" }).fill("corp.example.test");
    await page.getByRole("textbox", { name: "Priority" }).fill("4");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(page.getByText(`Provider ${name} added`)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/${freshRealm}/user-federation/${sampleStoreKind}/[^/]+$`),
    );
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const stored = await storedProviderNamed(freshRealm, name);
    expect(stored?.providerId).toBe(sampleStoreKind);
    expect(stored?.config).toMatchObject({
      accountPrefix: ["ext"],
      lookupByEmail: ["true"],
      refreshPeriod: ["weekly"],
      // A secret the server holds comes back masked; one never set would not come back at all.
      apiKey: [maskedSecret],
      enabled: ["true"],
      priority: ["4"],
    });
    // The server keeps a multivalued setting's values, though not their order.
    expect(stored?.config.allowedDomains?.toSorted()).toEqual(domains);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Account prefix" })).toHaveValue("ext");
    await expect(page.getByRole("switch", { name: "Look up by email" })).toBeChecked();
    await expect(page.getByRole("button", { name: /^Refresh period/ })).toContainText("weekly");
    await expect(page.getByRole("textbox", { name: "API key", exact: true })).toHaveValue(
      maskedSecret,
    );
    await expect.poll(() => shownDomains(page)).toEqual(domains);
    await expect(page.getByRole("textbox", { name: "Priority" })).toHaveValue("4");
    await expectNoAxeViolations(page);

    // The provider's own refusal lands on its field and keeps what was typed.
    const prefix = page.getByRole("textbox", { name: "Account prefix" });
    await prefix.fill("ext-1");
    await chooseRefreshPeriod(page, "hourly");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(prefix).toHaveAccessibleDescription(prefixRefused);
    await expect(prefix).toHaveValue("ext-1");
    await expect(page.getByRole("button", { name: /^Refresh period/ })).toContainText("hourly");
    expect((await storedProviderNamed(freshRealm, name))?.config.refreshPeriod).toEqual(["weekly"]);

    await prefix.fill("emp");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Provider saved")).toBeVisible();
    // The form starts again from what was stored, without bringing back what was just saved.
    await expect(page.getByRole("button", { name: "Revert" })).toBeDisabled();
    await expect(page.getByText("Your unsaved changes are back")).toBeHidden();
    await expect
      .poll(async () => (await storedProviderNamed(freshRealm, name))?.config)
      .toMatchObject({
        accountPrefix: ["emp"],
        refreshPeriod: ["hourly"],
        // Saving the masked value back keeps the stored secret.
        apiKey: [maskedSecret],
      });
    expect(
      (await storedProviderNamed(freshRealm, name))?.config.allowedDomains?.toSorted(),
    ).toEqual(domains);

    // A change left unsaved does not hold the deletion back: it could no longer be saved.
    await prefix.fill("unsaved");
    // The save's notifications cover the header's actions menu while they show.
    await closeNotifications(page);
    await page.getByRole("button", { name: "Provider actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete provider ${name}?` });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Provider ${name} deleted`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${freshRealm}/user-federation$`));
    await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeHidden();
    expect(await storedProviderNamed(freshRealm, name)).toBeUndefined();
  });

  test("the add menu offers it, and the provider's own refusal of a new one lands on its field", async ({
    page,
    realm,
    browserWatch,
  }) => {
    allowRefusal(browserWatch);
    // With a provider stored, the start page lists providers and adds through its menu.
    await seedSampleStore(realm, unique("Listed"));
    const before = (await storedProviders(realm)).length;
    const name = unique("Refused");
    await openConsole(page, `${realm}/user-federation`);
    await chooseFromMenu(
      page.getByRole("button", { name: "Add provider" }),
      page.getByRole("menuitem", { name: sampleStoreKind }),
    );
    await expect(page).toHaveURL(new RegExp(`/${realm}/user-federation/${sampleStoreKind}/new$`));
    await page.getByRole("textbox", { name: "UI display name" }).fill(name);
    const prefix = page.getByRole("textbox", { name: "Account prefix" });
    await prefix.fill("no spaces");
    await page.getByRole("textbox", { name: "API key", exact: true }).fill("typed-key");
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(prefix).toHaveAccessibleDescription(prefixRefused);
    await expect(prefix).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The provider could not be added")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "UI display name" })).toHaveValue(name);
    await expect(page.getByRole("textbox", { name: "API key", exact: true })).toHaveValue(
      "typed-key",
    );
    expect((await storedProviders(realm)).length).toBe(before);

    await prefix.fill("nospaces");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText(`Provider ${name} added`)).toBeVisible();
    expect((await storedProviderNamed(realm, name))?.config).toMatchObject({
      accountPrefix: ["nospaces"],
      apiKey: [maskedSecret],
    });
  });

  test("an administrator who may only view the realm sees a stored one read-only", async ({
    page,
    realm,
  }) => {
    const name = unique("Viewed");
    const viewer = await createRealmAdmin(realm, unique("viewer"), ["view-realm"]);
    const id = await seedSampleStore(realm, name, { refreshPeriod: ["hourly"] });
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/user-federation/${sampleStoreKind}/${id}`,
    });
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const prefix = page.getByRole("textbox", { name: "Account prefix" });
    await expect(prefix).toHaveValue("ext");
    await expect(prefix).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Look up by email" })).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Refresh period/ })).toContainText("hourly");
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Provider actions" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
