import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { allowUnmanagedAttributes, expect, seedUser, storedUser } from "./users-helpers";

async function setUnmanagedPolicy(realm: string, policy: string): Promise<void> {
  const profile = (await (await adminFetch(`/${realm}/users/profile`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/users/profile`, {
    method: "PUT",
    body: JSON.stringify({ ...profile, unmanagedAttributePolicy: policy }),
  });
}

/** Ada's profile under a name no other test of the file uses. */
function uniquePerson() {
  const username = unique("ada");
  return { username, email: `${username}@example.test`, firstName: "Ada", lastName: "Lovelace" };
}

test.describe("user attributes", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("adds and removes unmanaged attributes, keeping the profile's fields", async ({
    page,
    realm,
  }) => {
    await allowUnmanagedAttributes(realm);
    const person = uniquePerson();
    const id = await seedUser(realm, { ...person, attributes: { badge: ["b-17"] } });

    await openConsole(page, `${realm}/users/${id}/attributes`);
    await expect(page.getByRole("tab", { name: "Attributes" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("textbox", { name: "Name 1" })).toHaveValue("badge");
    await expect(page.getByRole("textbox", { name: "Value 1" })).toHaveValue("b-17");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add an attribute" }).click();
    await page.getByRole("textbox", { name: "Name 2" }).fill("team");
    await page.getByRole("textbox", { name: "Value 2" }).fill("red");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The attributes were saved.")).toBeVisible();

    await expect
      .poll(async () => (await storedUser(realm, id))["attributes"])
      .toEqual({ badge: ["b-17"], team: ["red"] });
    expect(await storedUser(realm, id)).toMatchObject(person);

    await page.getByRole("button", { name: "Remove row 1" }).click();
    await expect(page.getByRole("textbox", { name: "Name 1" })).toHaveValue("team");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await storedUser(realm, id))["attributes"])
      .toEqual({ team: ["red"] });
    expect(await storedUser(realm, id)).toMatchObject(person);
  });

  // The realm's policy for undeclared attributes is what these two tests are about: each gets a
  // realm of its own rather than the file's, where the other tests turn the attributes on.
  test("is absent while the user profile keeps undeclared attributes off", async ({
    page,
    freshRealm: realm,
  }) => {
    const id = await seedUser(realm, uniquePerson());

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByRole("tab", { name: "Consents" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Groups" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Attributes" })).toHaveCount(0);
  });

  test("only shows the attributes when the policy lets administrators view them", async ({
    page,
    freshRealm: realm,
  }) => {
    await allowUnmanagedAttributes(realm);
    const id = await seedUser(realm, { ...uniquePerson(), attributes: { badge: ["b-17"] } });
    await setUnmanagedPolicy(realm, "ADMIN_VIEW");

    await openConsole(page, `${realm}/users/${id}/attributes`);
    await expect(page.getByRole("textbox", { name: "Name 1" })).toHaveValue("badge");
    await expect(page.getByRole("textbox", { name: "Name 1" })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "Value 1" })).toBeDisabled();
    await expect(page.getByText(/view these attributes but not change them/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  });

  test("shows the attributes read-only to an administrator who may only view users", async ({
    page,
    realm,
  }) => {
    await allowUnmanagedAttributes(realm);
    const id = await seedUser(realm, { ...uniquePerson(), attributes: { badge: ["b-17"] } });
    const viewer = await createRealmAdmin(realm, unique("viewer"), ["view-users", "query-users"]);

    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users/${id}/attributes`,
    });
    await expect(page.getByRole("textbox", { name: "Value 1" })).toHaveValue("b-17");
    await expect(page.getByRole("textbox", { name: "Value 1" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add an attribute" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  });
});
