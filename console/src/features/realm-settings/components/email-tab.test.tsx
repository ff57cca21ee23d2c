import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer, testSession } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/email";
const textbox = (name: string) =>
  screen.findByRole("textbox", { name: new RegExp(`^${name}`) }, { timeout: 15_000 });
const withAddress = testSession({
  profile: { preferred_username: "ada", email: "ada@example.test" },
});

describe("realm settings e-mail tab", { timeout: 90_000 }, () => {
  it("saves the sender and the SMTP server, keeping settings it does not show", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { smtpServer: { host: "old.example.test", connectionTimeout: "5000" } },
    });
    const { user } = await renderConsole({ route, session: withAddress });
    await user.type(await textbox("From$|From \\*"), "noreply@acme.test");
    await user.type(screen.getByRole("textbox", { name: /^From display name/ }), "Acme");
    const host = screen.getByRole("textbox", { name: /^Host/ });
    await user.clear(host);
    await user.type(host, "smtp.acme.test");
    await user.type(screen.getByRole("textbox", { name: /^Port/ }), "587");
    await user.click(screen.getByRole("switch", { name: "Enable StartTLS" }));
    await user.click(screen.getByRole("switch", { name: "Authentication" }));
    await user.type(screen.getByRole("textbox", { name: /^Username/ }), "mailer");
    await user.type(screen.getByLabelText(/^Password/), "s3cret");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]?.smtpServer).toEqual({
      connectionTimeout: "5000",
      from: "noreply@acme.test",
      fromDisplayName: "Acme",
      host: "smtp.acme.test",
      port: "587",
      ssl: "false",
      starttls: "true",
      auth: "true",
      user: "mailer",
      password: "s3cret",
    });
  });

  it("refuses a malformed sender address and port before sending", async () => {
    const state = useRealmSettingsServer(server, { realm: { smtpServer: { host: "h.test" } } });
    const { user } = await renderConsole({ route, session: withAddress });
    await user.type(await textbox("From$|From \\*"), "noreply at acme");
    await user.type(screen.getByRole("textbox", { name: /^Port/ }), "70000");
    expect(
      await screen.findByText("Enter an e-mail address such as noreply@example.com."),
    ).toBeVisible();
    expect(screen.getByText("Enter a port number from 1 to 65535.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(state.saves).toEqual([]);
    expect(state.smtpTests).toEqual([]);
  });

  it("puts the server's refusal of the sender address on the From field", async () => {
    useRealmSettingsServer(server, {
      realm: { smtpServer: { host: "smtp.acme.test" } },
      refuse: {
        status: 400,
        body: { errorMessage: "Invalid sender address 'jörg@acme.test'. If the address contains" },
      },
    });
    const { user } = await renderConsole({ route, session: withAddress });
    await user.type(await textbox("From$|From \\*"), "jörg@acme.test");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "The server does not accept this sender address. Addresses with letters outside basic Latin before the @ need an SMTP server that supports them.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^From$|^From \*/ })).toHaveValue("jörg@acme.test");
  });

  it("sends a test e-mail with the typed settings to the administrator's address", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { smtpServer: { from: "noreply@acme.test", host: "smtp.acme.test" } },
    });
    const { user } = await renderConsole({ route, session: withAddress });
    const host = await textbox("Host");
    await user.clear(host);
    await user.type(host, "unreachable.test");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(
      await screen.findByText(/The test e-mail could not be sent: Failed to send email/),
    ).toBeInTheDocument();
    await user.clear(host);
    await user.type(host, "smtp2.acme.test");
    await user.click(screen.getByRole("button", { name: "Test connection" }));
    expect(await screen.findByText("A test e-mail was sent to ada@example.test")).toBeVisible();
    expect(state.smtpTests.map((settings) => settings["host"])).toEqual([
      "unreachable.test",
      "smtp2.acme.test",
    ]);
    expect(state.saves).toEqual([]);
  });

  it("says so when the administrator has no e-mail address to test with", async () => {
    useRealmSettingsServer(server, { realm: { smtpServer: { host: "smtp.acme.test" } } });
    await renderConsole({ route, session: testSession() });
    expect(
      await screen.findByText(/Your account has no e-mail address, so no test e-mail/),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "Test connection" })).toBeNull();
  });

  it("shows a view-realm administrator the settings read-only, without Save or test", async () => {
    useRealmSettingsServer(server, {
      rights: ["view-realm"],
      realm: { smtpServer: { host: "smtp.acme.test" } },
    });
    await renderConsole({ route, session: withAddress });
    expect(await textbox("Host")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Authentication" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Test connection" })).toBeNull();
  });
});
