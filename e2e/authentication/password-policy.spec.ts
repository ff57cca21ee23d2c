import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import { expect } from "./required-actions-helpers";

const policiesTab = (realm: string) => `${realm}/authentication/policies`;

async function storedPolicy(realm: string): Promise<string> {
  const stored = (await (await adminFetch(`/${realm}`)).json()) as { passwordPolicy?: string };
  return stored.passwordPolicy ?? "";
}

async function seedPolicy(realm: string, passwordPolicy: string): Promise<void> {
  await adminFetch(`/${realm}`, { method: "PUT", body: JSON.stringify({ passwordPolicy }) });
}

test.describe("password policy", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a minimum length of 12 added here refuses a shorter password in the user's reset dialog", async ({
    page,
    freshRealm: realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the new password policy refuses the short password");
    await openConsole(page, policiesTab(realm));
    await expect(page.getByRole("heading", { name: "No password policies" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add policy" }).click();
    await page.getByRole("option", { name: "Minimum Length" }).click();
    const length = page.getByRole("textbox", { name: "Minimum Length" });
    await expect(length).toHaveValue("8");
    await length.fill("12");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Password policy saved")).toBeVisible();
    expect(await storedPolicy(realm)).toBe("length(12)");
    // A type used once is not offered again.
    await page.getByRole("button", { name: "Add policy" }).click();
    await expect(page.getByRole("option", { name: "Digits" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Minimum Length" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    const id = await seedUser(realm, { username: "kim", email: "kim@example.test" });
    await goToRoute(page, `${realm}/users/${id}/credentials`);
    await page.getByRole("button", { name: "Reset password" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    const password = dialog.getByRole("textbox", { name: "Password", exact: true });
    await password.fill("Short-pw-1");
    await dialog.getByRole("textbox", { name: "Password confirmation" }).fill("Short-pw-1");
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(password).toHaveAccessibleDescription(
      "The realm's password policy asks for a length of at least 12.",
    );
    const credentials = (await (
      await adminFetch(`/${realm}/users/${id}/credentials`)
    ).json()) as unknown[];
    expect(credentials).toEqual([]);
  });

  test("removes one policy, keeps the others, and offers each type once", async ({
    page,
    realm,
  }) => {
    await seedPolicy(realm, "length(10) and digits(2) and notUsername");
    await openConsole(page, policiesTab(realm));
    await expect(page.getByRole("textbox", { name: "Digits" })).toHaveValue("2");
    await expect(page.getByText("Not Username")).toBeVisible();
    await page.getByRole("button", { name: "Remove Digits" }).click();
    await page.getByRole("button", { name: "Add policy" }).click();
    await page.getByRole("option", { name: "Regular Expression" }).click();
    await page.getByRole("textbox", { name: "Regular Expression" }).fill("^[a-z].*");
    // The server keeps one value a type: a second pattern is not offered.
    await page.getByRole("button", { name: "Add policy" }).click();
    await expect(page.getByRole("option", { name: "Digits" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Regular Expression" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Password policy saved")).toBeVisible();
    expect(await storedPolicy(realm)).toBe("length(10) and notUsername and regexPattern(^[a-z].*)");
    await expect(page.getByRole("textbox", { name: "Digits" })).toHaveCount(0);
  });

  test("a value that is not a number is refused at its field and the server's refusal lands on its own", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the server refuses the malformed pattern");
    await seedPolicy(realm, "length(9)");
    await openConsole(page, policiesTab(realm));
    const length = page.getByRole("textbox", { name: "Minimum Length" });
    await length.fill("twelve");
    await expect(length).toHaveAccessibleDescription("Enter a whole number.");
    await expect(length).toHaveAttribute("aria-invalid", "true");
    // Nothing is sent while a value is refused.
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
    await length.fill("11");

    await page.getByRole("button", { name: "Add policy" }).click();
    await page.getByRole("option", { name: "Regular Expression" }).click();
    const pattern = page.getByRole("textbox", { name: "Regular Expression" });
    await pattern.fill("[unclosed");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(pattern).toHaveAccessibleDescription("Not a valid regular expression");
    await expect(pattern).toHaveValue("[unclosed");
    await expect(length).toHaveValue("11");
    expect(await storedPolicy(realm)).toBe("length(9)");

    await pattern.fill("[a-z]+.*");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Password policy saved")).toBeVisible();
    expect(await storedPolicy(realm)).toBe("length(11) and regexPattern([a-z]+.*)");
  });
});
