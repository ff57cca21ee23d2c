import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { configure, screen } from "../../../test/render";
import { useProvidersServer } from "./oidc-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const aliasField = () => screen.findByRole("textbox", { name: /^Alias/ }, { timeout: 15_000 });

describe("AddIdentityProviderPage", { timeout: 90_000 }, () => {
  it("names the type in its heading and fills the endpoints from the discovery document", async () => {
    const state = useProvidersServer(server, {
      state: {
        importAnswer: {
          authorizationUrl: "https://idp.example/auth",
          tokenUrl: "https://idp.example/token",
          issuer: "https://idp.example",
        },
      },
    });
    const { user } = await renderConsole({ route: "/master/identity-providers/oidc/add" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Add OpenID Connect v1.0 provider" }),
    ).toBeInTheDocument();
    await user.type(await aliasField(), "corp2");
    expect(screen.getByRole("textbox", { name: "Redirect URI" })).toHaveValue(
      "http://keycloak.test/realms/master/broker/corp2/endpoint",
    );
    await user.type(
      screen.getByRole("textbox", { name: /^Discovery endpoint/ }),
      "https://idp.example/.well-known/openid-configuration",
    );
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByRole("textbox", { name: /^Token URL/ })).toHaveValue(
      "https://idp.example/token",
    );
    expect(screen.getByRole("textbox", { name: /^Issuer/ })).toHaveValue("https://idp.example");
    expect(state.calls).toContain("POST /admin/realms/master/identity-provider/import-config");
  });

  it("shows the server's reason for a failed import on the address field and keeps the form", async () => {
    useProvidersServer(server, {
      state: {
        importAnswer: {
          status: 500,
          body: { error: "unknown_error", error_description: "Could not read the document" },
        },
      },
    });
    const { user } = await renderConsole({ route: "/master/identity-providers/oidc/add" });
    await user.type(await aliasField(), "kept");
    const discovery = screen.getByRole("textbox", { name: /^Discovery endpoint/ });
    await user.type(discovery, "https://idp.example/missing");
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(
      await screen.findByText(
        "The metadata could not be read: unknown_error: Could not read the document",
      ),
    ).toBeInTheDocument();
    expect(discovery).toHaveValue("https://idp.example/missing");
    expect(await aliasField()).toHaveValue("kept");
  });

  it("puts a taken alias on the alias field and keeps what was typed", async () => {
    const state = useProvidersServer(server);
    const { user } = await renderConsole({ route: "/master/identity-providers/oauth2/add" });
    await user.type(await aliasField(), "corp");
    await user.type(screen.getByRole("textbox", { name: /^Display name/ }), "Again");
    await user.type(
      screen.getByRole("textbox", { name: /^Authorization URL/ }),
      "https://a.example",
    );
    await user.type(screen.getByRole("textbox", { name: /^Token URL/ }), "https://a.example/t");
    await user.type(screen.getByRole("textbox", { name: /^User info URL/ }), "https://a.example/u");
    await user.type(screen.getByRole("textbox", { name: /^Client ID/ }), "app");
    await user.type(screen.getByLabelText(/^Client secret/, { selector: "input" }), "s3cret");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(
      await screen.findByText("This realm already has an identity provider with this alias."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Display name/ })).toHaveValue("Again");
    expect(state.sent[0]).toMatchObject({
      alias: "corp",
      providerId: "oauth2",
      config: { clientId: "app", clientAuthMethod: "client_secret_post" },
    });
  });

  it("refuses an alias with characters a URL path does not keep, before asking the server", async () => {
    const state = useProvidersServer(server);
    const { user } = await renderConsole({ route: "/master/identity-providers/github/add" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Add GitHub provider" }),
    ).toBeInTheDocument();
    await user.type(await aliasField(), "my provider/1");
    expect(await screen.findByText(/Use only letters, digits/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
    expect(state.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });
});
