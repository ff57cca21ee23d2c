import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { expect, seedUser } from "./users-helpers";
import { keycloakUrl } from "../../server/src/keycloak-url";

test.describe("execute-actions e-mail", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows the server's error when the realm has no SMTP server", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 500/,
      "the server fails to send without an SMTP server, as the test wants",
      /\/execute-actions-email\?/,
    );
    const id = await seedUser(realm, { username: "ann", email: "ann@example.test" });
    await openConsole(page, `${realm}/users/${id}/credentials`);
    await page.getByRole("button", { name: "Reset via e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Send an e-mail with actions" });
    await expect(dialog.getByText("Update Password")).toBeVisible();
    await expectNoAxeViolations(page);
    const sent = page.waitForRequest(
      (request) => request.method() === "PUT" && request.url().includes("/execute-actions-email"),
    );
    await dialog.getByRole("button", { name: "Send e-mail" }).click();
    const request = await sent;
    const url = new URL(request.url());
    expect(url.pathname).toBe(`/admin/realms/${realm}/users/${id}/execute-actions-email`);
    expect(url.searchParams.get("lifespan")).toBe("43200");
    expect(url.searchParams.has("client_id")).toBe(false);
    expect(request.postDataJSON()).toEqual(["UPDATE_PASSWORD"]);
    await expect(dialog.getByText("The e-mail could not be sent")).toBeVisible();
    await expect(dialog.getByText(/Failed to send execute actions email/)).toBeVisible();
    await expect(dialog.getByText(/an SMTP server and a sender address/)).toBeVisible();
  });

  // Gives the realm an SMTP server, which the other tests of the file expect absent.
  test("sends the chosen actions through the realm's SMTP server", async ({
    page,
    freshRealm: realm,
  }) => {
    const sink = await startSmtpSink();
    try {
      const settings = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...settings,
          smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "noreply@example.test" },
        }),
      });
      const id = await seedUser(realm, { username: "ann", email: "ann@example.test" });
      const redirect = `${keycloakUrl()}/realms/${realm}/account/`;
      await openConsole(page, `${realm}/users/${id}/settings`);
      await page.getByRole("button", { name: "User actions" }).click();
      await page.getByRole("menuitem", { name: "Send e-mail with actions" }).click();
      const dialog = page.getByRole("dialog", { name: "Send an e-mail with actions" });
      const send = dialog.getByRole("button", { name: "Send e-mail" });
      await expect(send).toBeDisabled();
      await dialog.getByRole("combobox", { name: "Actions" }).fill("OTP");
      await page.getByRole("option", { name: "Configure OTP" }).click();
      await dialog.getByRole("spinbutton", { name: "Link valid for" }).fill("2");
      await dialog.getByRole("textbox", { name: "Redirect URI" }).fill(redirect);
      await expect(dialog.getByText("Choose a client for the redirect URI.")).toBeVisible();
      await dialog.getByRole("combobox", { name: "Client" }).fill("accou");
      await page.getByRole("option", { name: "account", exact: true }).click();
      await expect(dialog.getByText("Choose a client for the redirect URI.")).toHaveCount(0);

      const sent = page.waitForRequest(
        (request) => request.method() === "PUT" && request.url().includes("/execute-actions-email"),
      );
      const answered = page.waitForResponse((response) =>
        response.url().includes("/execute-actions-email"),
      );
      await send.click();
      const url = new URL((await sent).url());
      expect(url.searchParams.get("lifespan")).toBe("7200");
      expect(url.searchParams.get("client_id")).toBe("account");
      expect(url.searchParams.get("redirect_uri")).toBe(redirect);
      expect((await sent).postDataJSON()).toEqual(["CONFIGURE_TOTP"]);
      expect((await answered).status()).toBe(204);
      await expect(page.getByText("The e-mail was sent to ann@example.test.")).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => sink.messages.length).toBe(1);
      expect(sink.messages[0]?.to).toEqual(["ann@example.test"]);
      expect(sink.messages[0]?.data).toContain("action-token");
    } finally {
      await sink.close();
    }
  });

  test("offers the e-mail only when the user has an address", async ({ page, realm }) => {
    const id = await seedUser(realm, { username: "noaddress" });
    await openConsole(page, `${realm}/users/${id}/settings`);
    await page.getByRole("button", { name: "User actions" }).click();
    const item = page.getByRole("menuitem", { name: /Send e-mail with actions/ });
    await expect(item).toBeDisabled();
    await expect(item).toContainText("The user has no e-mail address.");
  });
});
