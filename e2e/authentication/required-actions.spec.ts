import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import { flipSwitch } from "../users/users-helpers";
import {
  defaultSwitch,
  enabledSwitch,
  expect,
  requiredActionsTable,
  seedRequiredAction,
  shownNames,
  storedOrder,
  storedRequiredAction,
  unregister,
} from "./required-actions-helpers";

const tab = (realm: string) => `${realm}/authentication/required-actions`;

test.describe("required actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a disabled action leaves the required actions a new user can be given", async ({
    page,
    freshRealm: realm,
  }) => {
    // The user form is opened first, so the choices it read must be read again after the change.
    await openConsole(page, `${realm}/users/add-user`);
    const choices = page.getByRole("combobox", { name: "Required actions" });
    await choices.click();
    await expect(page.getByRole("option", { name: "Verify Email" })).toBeVisible();
    await page.keyboard.press("Escape");

    await goToRoute(page, tab(realm));
    await expect(requiredActionsTable(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await flipSwitch(enabledSwitch(page, "Verify Email"));
    await expect(page.getByText("Verify Email updated")).toBeVisible();
    expect((await storedRequiredAction(realm, "VERIFY_EMAIL"))?.enabled).toBe(false);

    await goToRoute(page, `${realm}/users/add-user`);
    await choices.click();
    await expect(page.getByRole("option", { name: "Update Profile" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Verify Email" })).toHaveCount(0);
  });

  test("enabling an unregistered action registers it in the realm", async ({ page, realm }) => {
    await unregister(realm, "delete_account");
    await openConsole(page, tab(realm));
    const row = requiredActionsTable(page).getByRole("row", { name: /Delete Account/ });
    await expect(row.getByText("Not registered")).toBeVisible();
    // Not in the order yet: it has no move buttons.
    await expect(page.getByRole("button", { name: "Move Delete Account up" })).toHaveCount(0);

    await flipSwitch(enabledSwitch(page, "Delete Account"));
    await expect(page.getByText("Delete Account updated")).toBeVisible();
    await expect(row.getByText("Not registered")).toHaveCount(0);
    expect(await storedRequiredAction(realm, "delete_account")).toMatchObject({
      enabled: true,
      defaultAction: false,
    });
    await expect(page.getByRole("button", { name: "Move Delete Account up" })).toBeEnabled();
  });

  test("the default action switch holds only while the action is enabled", async ({
    page,
    realm,
  }) => {
    await seedRequiredAction(realm, "TERMS_AND_CONDITIONS", {
      enabled: false,
      defaultAction: false,
    });
    await seedRequiredAction(realm, "UPDATE_PROFILE", { enabled: true, defaultAction: false });
    await openConsole(page, tab(realm));
    await expect(defaultSwitch(page, "Terms and Conditions")).toBeDisabled();

    await flipSwitch(defaultSwitch(page, "Update Profile"));
    await expect(page.getByText("Update Profile updated")).toBeVisible();
    expect((await storedRequiredAction(realm, "UPDATE_PROFILE"))?.defaultAction).toBe(true);

    await flipSwitch(enabledSwitch(page, "Update Profile"));
    await expect(defaultSwitch(page, "Update Profile")).not.toBeChecked();
    await expect(defaultSwitch(page, "Update Profile")).toBeDisabled();
    expect(await storedRequiredAction(realm, "UPDATE_PROFILE")).toMatchObject({
      enabled: false,
      defaultAction: false,
    });
  });

  test("moves an action with the keyboard and by dragging, and the server stores the order", async ({
    page,
    freshRealm: realm,
  }) => {
    const before = await storedOrder(realm);
    await openConsole(page, tab(realm));
    await expect(requiredActionsTable(page)).toBeVisible();
    expect((await shownNames(page)).slice(0, 3)).toEqual([
      "Terms and Conditions",
      "Update Profile",
      "Verify Email",
    ]);

    const up = page.getByRole("button", { name: "Move Verify Email up" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Verify Email moved in the order")).toBeVisible();
    await expect(up).toBeEnabled();
    expect((await storedOrder(realm)).slice(0, 3)).toEqual([
      "TERMS_AND_CONDITIONS",
      "VERIFY_EMAIL",
      "UPDATE_PROFILE",
    ]);
    expect((await shownNames(page)).slice(0, 3)).toEqual([
      "Terms and Conditions",
      "Verify Email",
      "Update Profile",
    ]);

    // A drag of several places is sent as one move a place, and ends where it was dropped.
    const updatePassword = before.indexOf("UPDATE_PASSWORD");
    expect(updatePassword).toBeGreaterThan(2);
    await requiredActionsTable(page)
      .getByRole("row", { name: /Update Password/ })
      .dragTo(requiredActionsTable(page).getByRole("row", { name: /Terms and Conditions/ }));
    await expect(page.getByText("Update Password moved in the order")).toBeVisible();
    await expect.poll(async () => (await storedOrder(realm))[0]).toBe("UPDATE_PASSWORD");
    expect((await storedOrder(realm)).slice(0, 4)).toEqual([
      "UPDATE_PASSWORD",
      "TERMS_AND_CONDITIONS",
      "VERIFY_EMAIL",
      "UPDATE_PROFILE",
    ]);
    await expect.poll(async () => (await shownNames(page))[0]).toBe("Update Password");
  });

  test("configures an action's settings and resets them after asking", async ({ page, realm }) => {
    await adminFetch(`/${realm}/authentication/required-actions/UPDATE_PASSWORD/config`, {
      method: "DELETE",
    }).catch(() => undefined);
    await openConsole(page, tab(realm));
    await page.getByRole("button", { name: "Actions for Update Password" }).click();
    await page.getByRole("menuitem", { name: "Configure" }).click();
    const dialog = page.getByRole("dialog", { name: "Settings of Update Password" });
    const maxAge = dialog.getByRole("textbox", { name: /Maximum Age of Authentication/ });
    await expect(maxAge).toHaveValue("300");
    await expectNoAxeViolations(page);
    await maxAge.fill("600");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings of Update Password saved")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await storedRequiredAction(realm, "UPDATE_PASSWORD"))?.config).toMatchObject({
      max_auth_age: "600",
    });

    await page.getByRole("button", { name: "Actions for Update Password" }).click();
    await page.getByRole("menuitem", { name: "Reset settings" }).click();
    const confirm = page.getByRole("dialog", { name: "Reset the settings of Update Password?" });
    await confirm.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Settings of Update Password reset")).toBeVisible();
    expect((await storedRequiredAction(realm, "UPDATE_PASSWORD"))?.config ?? {}).toEqual({});
  });
});
