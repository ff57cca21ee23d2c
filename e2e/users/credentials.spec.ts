import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { expect, flipSwitch, seedUser } from "./users-helpers";

interface StoredCredential {
  id: string;
  type: string;
  userLabel?: string;
}

const credentialsOf = async (realm: string, id: string) =>
  (await (await adminFetch(`/${realm}/users/${id}/credentials`)).json()) as StoredCredential[];

test.describe("user credentials", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("resets the password, after which the user signs in with it", async ({ page, realm }) => {
    const id = await seedUser(realm, {
      username: "pat",
      email: "pat@example.test",
      firstName: "Pat",
      lastName: "Doe",
    });
    await openConsole(page, `${realm}/users/${id}/settings`);
    await page.getByRole("tab", { name: "Credentials" }).click();
    await expect(page.getByRole("heading", { name: "No credentials" })).toBeVisible();
    await page.getByRole("button", { name: "Reset password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Fresh-pass-42");
    await dialog.getByRole("textbox", { name: "Password confirmation" }).fill("Fresh-pass-42");
    await flipSwitch(dialog.getByRole("switch", { name: "Temporary" }));
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The password was set.")).toBeVisible();
    await expect(
      page
        .getByRole("grid", { name: "Credentials" })
        .getByRole("gridcell", { name: "password", exact: true }),
    ).toBeVisible();
    expect(await passwordSignIn(realm, "pat", "Fresh-pass-42")).toBe(200);
  });

  test("puts the realm's password policy refusal on the password field and keeps what was typed", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the realm's password policy refuses the short password");
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({ passwordPolicy: "length(12) and digits(2)" }),
    });
    const id = await seedUser(realm, {
      username: "sam",
      email: "sam@example.test",
      firstName: "Sam",
      lastName: "Doe",
    });
    await openConsole(page, `${realm}/users/${id}/credentials`);
    await page.getByRole("button", { name: "Reset password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    const password = dialog.getByRole("textbox", { name: "Password", exact: true });
    const confirmation = dialog.getByRole("textbox", { name: "Password confirmation" });
    const save = dialog.getByRole("button", { name: "Save password" });
    await password.fill("Short-pass1");
    await confirmation.fill("Short-pass1");
    await save.click();

    // The server answers with its message key alone; the console explains it with the policy.
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(
      "The realm's password policy asks for a length of at least 12.",
    );
    await expect(password).toHaveValue("Short-pass1");
    await expect(confirmation).toHaveValue("Short-pass1");
    await password.fill("Long-enough-pass1");
    await confirmation.fill("Long-enough-pass1");
    await save.click();
    await expect(password).toHaveAccessibleDescription(
      "Digits the realm's password policy asks for: at least 2.",
    );
    expect(await credentialsOf(realm, id)).toEqual([]);

    await password.fill("Long-enough-pass12");
    await confirmation.fill("Long-enough-pass12");
    await flipSwitch(dialog.getByRole("switch", { name: "Temporary" }));
    await save.click();
    await expect(page.getByText("The password was set.")).toBeVisible();
    expect(await passwordSignIn(realm, "sam", "Long-enough-pass12")).toBe(200);
  });

  test("renames, reorders and deletes credentials", async ({ page, realm }) => {
    const id = await seedUser(realm, { username: "kim" });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: "Kim-pass-1", temporary: false }),
    });
    await openConsole(page, `${realm}/users/${id}/credentials`);
    const table = page.getByRole("grid", { name: "Credentials" });
    await table.getByRole("button", { name: "Actions for password" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename the credential" });
    await rename.getByRole("textbox", { name: "Label" }).fill("Main password");
    await rename.getByRole("button", { name: "Save label" }).click();
    await expect(table.getByRole("gridcell", { name: "Main password", exact: true })).toBeVisible();
    expect((await credentialsOf(realm, id))[0]?.userLabel).toBe("Main password");

    await table.getByRole("button", { name: "Actions for Main password" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete the credential?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByRole("heading", { name: "No credentials" })).toBeVisible();
    expect(await credentialsOf(realm, id)).toEqual([]);
  });
});
