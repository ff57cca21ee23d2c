import { flipSwitch } from "../users/users-helpers";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { tokenResponse } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import {
  durationAmount,
  durationUnit,
  expect,
  saveButton,
  storedAttributes,
  storedRealm,
} from "./realm-settings-helpers";

test.describe("realm settings sessions and tokens tabs", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves session lifespans and refuses a client session longer than the SSO session", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/sessions`);
    const ssoIdle = durationAmount(page, "SSO session idle");
    await expect(ssoIdle).toHaveValue("30");
    await durationUnit(page, "SSO session idle").selectOption("hour");
    await ssoIdle.fill("2");
    await durationUnit(page, "Client session idle").selectOption("hour");
    await durationAmount(page, "Client session idle").fill("3");
    await expect(
      page.getByText("A client session cannot stay idle longer than the SSO session idle."),
    ).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await durationAmount(page, "Client session idle").fill("1");
    await flipSwitch(page.getByRole("switch", { name: "Offline session max limited" }));
    await durationUnit(page, "Offline session max").selectOption("day");
    await durationAmount(page, "Offline session max").fill("30");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    expect(await storedRealm(realm)).toMatchObject({
      ssoSessionIdleTimeout: 7200,
      clientSessionIdleTimeout: 3600,
      offlineSessionMaxLifespanEnabled: true,
      offlineSessionMaxLifespan: 2_592_000,
    });
    await page.reload();
    await expect(durationAmount(page, "SSO session idle")).toHaveValue("2");
    await expect(durationUnit(page, "SSO session idle")).toHaveValue("hour");
    await expect(durationAmount(page, "Offline session max")).toHaveValue("30");
    await expectNoAxeViolations(page);
  });

  test("a new session lasts as long as the SSO session idle saved", async ({
    page,
    freshRealm: realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/sessions`);
    await durationUnit(page, "SSO session idle").selectOption("minute");
    await durationAmount(page, "SSO session idle").fill("45");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    // The refresh token of a session opened now expires when the session would go idle.
    const user = await createRealmAdmin(realm, "idle-user", []);
    const { status, body } = await tokenResponse(realm, {
      grant_type: "password",
      client_id: "admin-cli",
      username: user.username,
      password: user.password,
    });
    expect(status).toBe(200);
    expect(body["refresh_expires_in"]).toBe(45 * 60);
  });

  test("saves token lifespans, the signature algorithm and a per-action lifespan", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/tokens`);
    const accessToken = durationAmount(page, "Access token lifespan");
    await expect(accessToken).toHaveValue("5");
    await accessToken.fill("10");
    await page
      .getByRole("button", { name: "Show options for Default signature algorithm" })
      .click();
    await page.getByRole("option", { name: "ES256", exact: true }).click();
    await flipSwitch(page.getByRole("switch", { name: "Revoke refresh token" }));
    await page.getByRole("spinbutton", { name: "Refresh token max reuse" }).fill("2");
    await durationUnit(page, "Lifespan for forgot password").selectOption("hour");
    await durationAmount(page, "Lifespan for forgot password").fill("3");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    expect(await storedRealm(realm)).toMatchObject({
      accessTokenLifespan: 600,
      defaultSignatureAlgorithm: "ES256",
      revokeRefreshToken: true,
      refreshTokenMaxReuse: 2,
    });
    const attributes = await storedAttributes(realm);
    expect(attributes["actionTokenGeneratedByUserLifespan.reset-credentials"]).toBe("10800");
    expect(attributes).not.toHaveProperty("actionTokenGeneratedByUserLifespan.verify-email");

    await page.reload();
    await expect(durationAmount(page, "Access token lifespan")).toHaveValue("10");
    await expect(durationAmount(page, "Lifespan for forgot password")).toHaveValue("3");
    await expect(page.getByRole("switch", { name: "Revoke refresh token" })).toBeChecked();
    await expectNoAxeViolations(page);

    // Clearing the override removes the attribute, so the action uses the default again.
    await durationAmount(page, "Lifespan for forgot password").fill("");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    await expect
      .poll(async () =>
        Object.keys(await storedAttributes(realm)).includes(
          "actionTokenGeneratedByUserLifespan.reset-credentials",
        ),
      )
      .toBe(false);
  });
});
