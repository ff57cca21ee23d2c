import type { Locator } from "@playwright/test";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { expect, seedClient, storedClient } from "./list-helpers";

/**
 * Turns a switch on or off from the keyboard: the switch's drawn toggle lies over its input, so a
 * pointer click on the input is refused.
 */
async function setSwitch(target: Locator, on: boolean): Promise<void> {
  if ((await target.isChecked()) !== on) {
    await target.focus();
    await target.press("Space");
  }
  await expect(target).toBeChecked({ checked: on });
}

test.describe("client settings", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("changes an OpenID Connect client's settings and the server stores them", async ({
    page,
    realm,
  }) => {
    const clientId = unique("portal");
    const id = await seedClient(realm, {
      clientId,
      redirectUris: ["https://portal.example.test/*"],
      attributes: { "custom.kept": "yes" },
    });
    await openConsole(page, `${realm}/clients/${id}/settings`);
    await expect(page.getByRole("heading", { name: "Capability config" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Name" }).fill("Customer portal");
    await page.getByRole("textbox", { name: "Home URL" }).fill("https://portal.example.test/home");
    await page
      .getByRole("textbox", { name: "Valid post-logout redirect URIs, value 1" })
      .fill("https://portal.example.test/bye");
    await setSwitch(page.getByRole("switch", { name: "Client authentication" }), true);
    await setSwitch(page.getByRole("switch", { name: "Service account roles" }), true);
    await setSwitch(page.getByRole("switch", { name: "Direct access grants" }), false);
    await setSwitch(page.getByRole("switch", { name: "Require DPoP bound tokens" }), true);
    await setSwitch(page.getByRole("switch", { name: "Front channel logout" }), true);
    await setSwitch(
      page.getByRole("switch", { name: "Front-channel logout session required" }),
      false,
    );
    await page.getByRole("button", { name: "PKCE method" }).click();
    await page.getByRole("option", { name: "S256" }).click();
    await setSwitch(page.getByRole("switch", { name: "Consent required" }), true);
    await page.getByRole("textbox", { name: "Client consent screen text" }).fill("Your portal");
    await page
      .getByRole("textbox", { name: "Backchannel logout URL" })
      .fill("https://portal.example.test/logout");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The client settings were saved.")).toBeVisible();

    await expect
      .poll(async () => (await storedClient(realm, clientId)).name)
      .toBe("Customer portal");
    const stored = await storedClient(realm, clientId);
    expect(stored).toMatchObject({
      baseUrl: "https://portal.example.test/home",
      publicClient: false,
      serviceAccountsEnabled: true,
      directAccessGrantsEnabled: false,
      consentRequired: true,
      frontchannelLogout: true,
      redirectUris: ["https://portal.example.test/*"],
      attributes: {
        "custom.kept": "yes",
        "post.logout.redirect.uris": "https://portal.example.test/bye",
        "pkce.code.challenge.method": "S256",
        "dpop.bound.access.tokens": "true",
        "frontchannel.logout.session.required": "false",
        "consent.screen.text": "Your portal",
        "backchannel.logout.url": "https://portal.example.test/logout",
      },
    });

    // After a reload the form shows what the server holds.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Customer portal");
    await expect(page.getByRole("switch", { name: "Direct access grants" })).not.toBeChecked();
    await expect(page.getByRole("switch", { name: "Require DPoP bound tokens" })).toBeChecked();
  });

  test("refuses a script redirect URI inline and keeps what was typed", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the server refuses the root URL on purpose");
    const clientId = unique("spa");
    const id = await seedClient(realm, { clientId, redirectUris: ["https://spa.example.test/*"] });
    await openConsole(page, `${realm}/clients/${id}/settings`);
    const redirect = page.getByRole("textbox", { name: "Valid redirect URIs, value 1" });
    await redirect.fill(" Data:text/html,<script>alert(1)</script>");
    await expect(page.getByText(/"javascript:" or "data:" are not allowed/)).toBeVisible();
    await expect(redirect).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(redirect).toHaveValue(" Data:text/html,<script>alert(1)</script>");
    expect((await storedClient(realm, clientId)).redirectUris).toEqual([
      "https://spa.example.test/*",
    ]);

    // The server's own refusal (here of a root URL it cannot parse) lands on the field too.
    await redirect.fill("https://spa.example.test/*");
    const rootUrl = page.getByRole("textbox", { name: "Root URL" });
    await rootUrl.fill("https://spa example.test");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This is not a valid address.")).toBeVisible();
    await expect(rootUrl).toHaveValue("https://spa example.test");
  });

  test("saves a SAML client's settings", async ({ page, realm }) => {
    const clientId = `https://${unique("sp")}.example.test/saml`;
    const id = await seedClient(realm, { clientId, protocol: "saml" });
    await openConsole(page, `${realm}/clients/${id}/settings`);
    await expect(page.getByRole("heading", { name: "SAML capabilities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Capability config" })).toHaveCount(0);

    await page.getByRole("button", { name: "Name ID format" }).click();
    await page.getByRole("option", { name: "Email" }).click();
    await setSwitch(page.getByRole("switch", { name: "Force POST binding" }), false);
    await setSwitch(page.getByRole("switch", { name: "Sign assertions" }), true);
    await page.getByRole("textbox", { name: "IDP-initiated SSO URL name" }).fill("sp-portal");
    await expect(
      page.getByRole("textbox", { name: "IDP-initiated SSO URL", exact: true }),
    ).toHaveValue(new RegExp(`/realms/${realm}/protocol/saml/clients/sp-portal$`));
    await page
      .getByRole("textbox", { name: "Logout service POST binding URL" })
      .fill("https://sp.example.test/slo");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The client settings were saved.")).toBeVisible();

    const stored = await storedClient(realm, clientId);
    expect(stored.attributes).toMatchObject({
      saml_name_id_format: "email",
      "saml.force.post.binding": "false",
      "saml.assertion.signature": "true",
      saml_idp_initiated_sso_url_name: "sp-portal",
      saml_single_logout_service_url_post: "https://sp.example.test/slo",
    });
  });

  test("an administrator who may only view clients sees the settings read-only", async ({
    page,
    realm,
  }) => {
    const clientId = unique("watched");
    const id = await seedClient(realm, { clientId, description: "Only looked at" });
    const viewer = await createRealmAdmin(realm, "client-viewer", [
      "query-clients",
      "view-clients",
    ]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/clients/${id}/settings`,
    });
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("Only looked at");
    await expect(description).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Standard flow" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.getByText(/changing them needs the right to manage clients/)).toBeVisible();

    // The section links scroll to their section and leave the address as it is.
    const address = page.url();
    await page
      .getByRole("navigation", { name: "Sections of the settings" })
      .getByRole("link", { name: "Logout settings" })
      .click();
    await expect(page.getByRole("heading", { name: "Logout settings" })).toBeInViewport();
    expect(page.url()).toBe(address);
  });
});
