import type { Page } from "@playwright/test";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { createRealmAdmin } from "../support/users";
import { flipSwitch } from "../users/users-helpers";
import { expect, saveButton, storedRealm } from "./realm-settings-helpers";

/**
 * Signs in as a new realm administrator with an e-mail address (`{username}@example.test`), opens
 * the e-mail tab and types a sender and a local SMTP server at `port`, unsaved.
 */
async function typeServerAsMailer(page: Page, realm: string, username: string, port: number) {
  const mailer = await createRealmAdmin(realm, username, ["view-realm", "manage-realm"], {
    email: `${username}@example.test`,
  });
  await signIn(page, {
    realm,
    username: mailer.username,
    password: mailer.password,
    route: `${realm}/realm-settings/email`,
  });
  await page.getByRole("textbox", { name: "From", exact: true }).fill("noreply@example.test");
  await page.getByRole("textbox", { name: "Host" }).fill("127.0.0.1");
  await page.getByRole("textbox", { name: "Port" }).fill(String(port));
}

test.describe("realm settings e-mail tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the sender and SMTP server, then a change without typing the password again", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/email`);
    await page.getByRole("textbox", { name: "From", exact: true }).fill("noreply@example.test");
    await page.getByRole("textbox", { name: "From display name" }).fill("Example");
    await page.getByRole("textbox", { name: "Host" }).fill("smtp.example.test");
    const port = page.getByRole("textbox", { name: "Port" });
    await port.fill("99999");
    await expect(page.getByText("Enter a port number from 1 to 65535.")).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await port.fill("587");
    await flipSwitch(page.getByRole("switch", { name: "Enable StartTLS" }));
    await flipSwitch(page.getByRole("switch", { name: "Authentication" }));
    await page.getByRole("textbox", { name: "Username" }).fill("mailer");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("Mail-secret-1");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    const smtp = (await storedRealm(realm))["smtpServer"] as Record<string, string>;
    expect(smtp).toMatchObject({
      from: "noreply@example.test",
      fromDisplayName: "Example",
      host: "smtp.example.test",
      port: "587",
      starttls: "true",
      ssl: "false",
      auth: "true",
      user: "mailer",
    });

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Host" })).toHaveValue("smtp.example.test");
    await page.getByRole("textbox", { name: "From display name" }).fill("Example Inc");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await storedRealm(realm))["smtpServer"] as Record<string, string>)["fromDisplayName"],
      )
      .toBe("Example Inc");
    // The master administrator of the test server has no e-mail address: the tab says so.
    await expect(page.getByText(/Your account has no e-mail address/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("tests the connection with the typed settings, sending to the administrator's address", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 500/,
      "no SMTP server listens on the test machine, so the server cannot send",
      /testSMTPConnection/,
    );
    await typeServerAsMailer(page, realm, "mail-admin", 1);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/testSMTPConnection")) requests.push(request.postData() ?? "");
    });
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText(/The test e-mail could not be sent/)).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] ?? "{}")).toMatchObject({ host: "127.0.0.1", port: "1" });
    await expect(page.getByText(/Your account has no e-mail address/)).toHaveCount(0);
  });

  test("a test e-mail through a listening SMTP server reaches the administrator", async ({
    page,
    realm,
  }) => {
    const sink = await startSmtpSink();
    try {
      await typeServerAsMailer(page, realm, "sink-admin", sink.port);
      await page.getByRole("button", { name: "Test connection" }).click();
      await expect(
        page.getByText("A test e-mail was sent to sink-admin@example.test"),
      ).toBeVisible();
      expect(sink.messages.map((message) => message.to)).toEqual([["sink-admin@example.test"]]);
      expect(sink.messages[0]?.data).toContain("noreply@example.test");
    } finally {
      await sink.close();
    }
  });
});
