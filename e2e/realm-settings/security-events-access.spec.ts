import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { durationAmount, expect, saveButton } from "./realm-settings-helpers";

test.describe("realm settings security defenses and events access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view the realm sees the defenses read-only and is told the events need view-events", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "defenses-viewer", ["view-realm"]);
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/security-defenses`,
    });

    await expect(
      page.getByRole("textbox", { name: "Content-Security-Policy", exact: true }),
    ).toBeDisabled();
    await expect(page.getByRole("button", { name: /^Brute force mode/ })).toBeDisabled();
    await expect(saveButton(page)).toHaveCount(0);

    await page.getByRole("tab", { name: "Events" }).click();
    await expect(page.getByText(/view-events/)).toBeVisible();
    await expect(page.getByRole("switch", { name: "Save user events" })).toHaveCount(0);
    // The events configuration is the server's to refuse: the console does not ask for it.
    expect(refused).toEqual([]);
  });

  test("an administrator who may view the realm and its events sees the events tab read-only", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "events-viewer", ["view-realm", "view-events"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/realm-settings/events`,
    });

    await expect(page.getByRole("switch", { name: "Save user events" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Save admin events" })).toBeDisabled();
    await expect(durationAmount(page, "User events expiration")).toBeDisabled();
    await expect(
      page
        .getByRole("grid", { name: "Saved user event types" })
        .getByText("LOGIN", { exact: true }),
    ).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add event types" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Clear user events" })).toHaveCount(0);
  });
});
