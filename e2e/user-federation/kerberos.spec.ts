import type { Page } from "@playwright/test";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { chooseFromMenu } from "../support/menus";
import { unique } from "../support/realms";
import { flipSwitch } from "../users/users-helpers";
import {
  expect,
  seedKerberosProvider,
  storedProviderNamed,
  storedProviders,
} from "./provider-helpers";

/** Chooses `option` in the select labelled `label` (a menu below ten options, else a type-ahead). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const typeahead = page.getByRole("combobox", { name: label });
  if ((await typeahead.count()) > 0) {
    await typeahead.fill(option);
    await page.getByRole("option", { name: option, exact: true }).click();
    return;
  }
  await chooseFromMenu(
    page.getByRole("button", { name: new RegExp(`^${label}`) }),
    page.getByRole("option", { name: option, exact: true }),
  );
}

test.describe("Kerberos providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a provider added through the console is stored as typed and shown so after a reload", async ({
    page,
    realm,
  }) => {
    const name = unique("Kerberos");
    await openConsole(page, `${realm}/user-federation/kerberos/new`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Add Kerberos provider" }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "UI display name" }).fill(name);
    await page.getByRole("textbox", { name: "Kerberos realm" }).fill("CORP.EXAMPLE.TEST");
    await page
      .getByRole("textbox", { name: "Server principal" })
      .fill("HTTP/sso.corp.example.test@CORP.EXAMPLE.TEST");
    await page.getByRole("textbox", { name: "Keytab" }).fill("/etc/sso.keytab");
    await flipSwitch(page.getByRole("switch", { name: "Debug" }));
    // The edit mode applies only while passwords are checked against the KDC.
    await expect(page.getByRole("button", { name: /^Edit mode/ })).toHaveCount(0);
    await flipSwitch(page.getByRole("switch", { name: "Allow password authentication" }));
    await choose(page, "Edit mode", "Unsynced");
    await flipSwitch(page.getByRole("switch", { name: "Update profile on first login" }));
    await page.getByRole("textbox", { name: "Priority" }).fill("7");
    await choose(page, "Cache policy", "Evict weekly");
    await choose(page, "Eviction day", "Tuesday");
    await choose(page, "Eviction hour", "03");
    await choose(page, "Eviction minute", "30");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(page.getByText(`Provider ${name} added`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${realm}/user-federation/kerberos/[^/]+$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const stored = await storedProviderNamed(realm, name);
    expect(stored?.providerId).toBe("kerberos");
    expect(stored?.config).toMatchObject({
      kerberosRealm: ["CORP.EXAMPLE.TEST"],
      serverPrincipal: ["HTTP/sso.corp.example.test@CORP.EXAMPLE.TEST"],
      keyTab: ["/etc/sso.keytab"],
      debug: ["true"],
      allowPasswordAuthentication: ["true"],
      editMode: ["UNSYNCED"],
      updateProfileFirstLogin: ["true"],
      enabled: ["true"],
      priority: ["7"],
      cachePolicy: ["EVICT_WEEKLY"],
      evictionDay: ["3"],
      evictionHour: ["3"],
      evictionMinute: ["30"],
    });

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Kerberos realm" })).toHaveValue(
      "CORP.EXAMPLE.TEST",
    );
    await expect(page.getByRole("textbox", { name: "Keytab" })).toHaveValue("/etc/sso.keytab");
    await expect(page.getByRole("switch", { name: "Debug" })).toBeChecked();
    await expect(page.getByRole("button", { name: /^Edit mode/ })).toContainText("Unsynced");
    await expect(page.getByRole("textbox", { name: "Priority" })).toHaveValue("7");
    await expect(page.getByRole("button", { name: /^Cache policy/ })).toContainText("Evict weekly");
    await expect(page.getByRole("button", { name: /^Eviction day/ })).toContainText("Tuesday");
    await expect(page.getByRole("combobox", { name: "Eviction hour" })).toHaveValue("03");
    await expect(page.getByRole("combobox", { name: "Eviction minute" })).toHaveValue("30");
    await expectNoAxeViolations(page);
  });

  test("required settings, a taken name and a priority that is not a number are refused at their fields", async ({
    page,
    realm,
  }) => {
    const taken = unique("Taken");
    await seedKerberosProvider(realm, taken);
    const before = (await storedProviders(realm)).length;
    await openConsole(page, `${realm}/user-federation/kerberos/new`);
    const name = page.getByRole("textbox", { name: "UI display name" });
    await name.fill(taken);
    await expect(name).toHaveAccessibleDescription(
      "Another provider of this realm already has this name.",
    );
    for (const field of ["Kerberos realm", "Server principal", "Keytab"]) {
      const input = page.getByRole("textbox", { name: field });
      await input.fill("x");
      await input.fill("");
      await expect(input).toHaveAccessibleDescription("This field is required.");
    }
    const priority = page.getByRole("textbox", { name: "Priority" });
    await priority.fill("first");
    await expect(priority).toHaveAccessibleDescription("Enter a whole number.");
    await name.fill("");
    await expect(name).toHaveAccessibleDescription("This field is required.");
    // Nothing goes to the server while a field is refused.
    await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await priority.fill("3");
    await expect(priority).not.toHaveAccessibleDescription("Enter a whole number.");
    expect((await storedProviders(realm)).length).toBe(before);
  });

  test("a stored provider's changes are saved, and deleting it asks first", async ({
    page,
    realm,
  }) => {
    const name = unique("Stored");
    const id = await seedKerberosProvider(realm, name);
    await openConsole(page, `${realm}/user-federation/kerberos/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("textbox", { name: "Kerberos realm" }).fill("OTHER.EXAMPLE.TEST");
    await choose(page, "Cache policy", "Maximum lifespan");
    await page.getByRole("spinbutton", { name: "Maximum lifespan" }).fill("2");
    await page.getByRole("combobox", { name: "Unit of Maximum lifespan" }).selectOption("hour");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Provider saved")).toBeVisible();
    await expect
      .poll(async () => (await storedProviderNamed(realm, name))?.config)
      .toMatchObject({
        kerberosRealm: ["OTHER.EXAMPLE.TEST"],
        cachePolicy: ["MAX_LIFESPAN"],
        maxLifespan: ["7200000"],
      });

    await page.getByRole("button", { name: "Provider actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete provider ${name}?` });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Provider ${name} deleted`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${realm}/user-federation$`));
    expect(await storedProviderNamed(realm, name)).toBeUndefined();
  });
});
