import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { expect, storedUser } from "./users-helpers";

/** Creates a user holding an OTP credential, as if it had set up an authenticator app. */
async function seedOtpUser(realm: string, username: string): Promise<string> {
  const response = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({
      username,
      enabled: true,
      credentials: [
        {
          type: "otp",
          userLabel: "Phone",
          secretData: JSON.stringify({ value: "JBSWY3DPEHPK3PXP" }),
          credentialData: JSON.stringify({
            subType: "totp",
            digits: 6,
            counter: 0,
            period: 30,
            algorithm: "HmacSHA1",
          }),
        },
      ],
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating ${username} returned no location.`);
  return id;
}

const credentialTypes = async (realm: string, id: string) =>
  (
    (await (await adminFetch(`/${realm}/users/${id}/credentials`)).json()) as { type: string }[]
  ).map((credential) => credential.type);

test.describe("remove OTP", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("removes every OTP credential after confirmation", async ({ page, realm, browserWatch }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 404/,
      "the console first tries the single call of older servers, which this one no longer has",
      /\/remove-totp$/,
    );
    const id = await seedOtpUser(realm, "otto");
    expect(await credentialTypes(realm, id)).toEqual(["otp"]);
    await openConsole(page, `${realm}/users/${id}/credentials`);
    const table = page.getByRole("grid", { name: "Credentials" });
    await expect(table.getByRole("gridcell", { name: "Phone", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Remove all OTP" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove all one-time passwords?" });
    await expect(dialog.getByText(/otto will no longer be able/)).toBeVisible();
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("The one-time passwords were removed.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No credentials" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove all OTP" })).toHaveCount(0);
    expect(await credentialTypes(realm, id)).toEqual([]);
    expect((await storedUser(realm, id)).totp).toBe(false);
  });

  test("offers no removal to an administrator who may only view users", async ({ page, realm }) => {
    const viewer = await createRealmAdmin(realm, "viewer", ["view-users"]);
    const id = await seedOtpUser(realm, unique("otto"));
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users/${id}/credentials`,
    });
    await expect(
      page.getByRole("grid", { name: "Credentials" }).getByRole("gridcell", { name: "Phone" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove all OTP" })).toHaveCount(0);
    expect(await credentialTypes(realm, id)).toEqual(["otp"]);
  });
});
