import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { screen, waitFor, within } from "../../../../test/render";
import type { LoadedClient } from "../api/client-query";
import {
  clientServerHandlers,
  clientUrl,
  savedClients,
  tabRoute,
  type ClientServer,
} from "../client-tab-test-kit";
import { ClientCredentialsTab } from "./credentials-tab";

const server = startMswServer();
const route = tabRoute("credentials", ClientCredentialsTab);

const authenticators = [
  { id: "client-secret", displayName: "Client Id and Secret", supportsSecret: true },
  { id: "client-jwt", displayName: "Signed JWT", supportsSecret: false },
  { id: "client-x509", displayName: "X509 Certificate", supportsSecret: false },
  { id: "federated-jwt", displayName: "Signed JWT - Federated", supportsSecret: false },
];

function useCredentialsServer(client: Partial<LoadedClient> = {}, rights?: string[]) {
  const state: ClientServer = {
    client: {
      id: "c-1",
      clientId: "billing",
      protocol: "openid-connect",
      clientAuthenticatorType: "client-secret",
      secret: "first-secret",
      attributes: {},
      ...client,
    },
    calls: [],
  };
  server.use(
    http.get(
      `${clientUrl.replace(/\/clients\/:id$/, "")}/authentication/client-authenticator-providers`,
      () => HttpResponse.json(authenticators),
    ),
    http.post(`${clientUrl}/client-secret`, () => {
      state.calls.push({ call: "POST /client-secret" });
      state.client = {
        ...state.client,
        secret: "second-secret",
        attributes: { ...state.client.attributes, "client.secret.rotated": "first-secret" },
      };
      return HttpResponse.json({ type: "secret", value: "second-secret" });
    }),
    http.delete(`${clientUrl}/client-secret/rotated`, () => {
      state.calls.push({ call: "DELETE /client-secret/rotated" });
      const attributes = { ...state.client.attributes };
      delete attributes["client.secret.rotated"];
      state.client = { ...state.client, attributes };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${clientUrl}/registration-access-token`, () => {
      state.calls.push({ call: "POST /registration-access-token" });
      return HttpResponse.json({ ...state.client, registrationAccessToken: "reg-token-2" });
    }),
    ...clientServerHandlers(state, rights === undefined ? {} : { rights }),
  );
  return state;
}

const open = () => renderConsole({ route: "/master/test-credentials", extraRoutes: [route] });

describe("ClientCredentialsTab", { timeout: 90_000 }, () => {
  it("shows the secret masked and, after asking, replaces it with a new one", async () => {
    const state = useCredentialsServer();
    const { user } = await open();
    const secret = await screen.findByLabelText("Secret", {}, { timeout: 20_000 });
    expect(secret).toHaveValue("first-secret");
    expect(secret).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Copy Secret" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Regenerate secret" }));
    const dialog = await screen.findByRole("dialog", { name: /Regenerate the client secret\?/ });
    expect(state.calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));

    expect(await screen.findByText("The client has a new secret")).toBeInTheDocument();
    expect(state.calls).toEqual([{ call: "POST /client-secret" }]);
    await waitFor(() => {
      expect(screen.getByLabelText("Secret")).toHaveValue("second-secret");
    });
    // The server kept the old one as the rotated secret, so it shows beside the new one.
    expect(screen.getByLabelText("Rotated secret")).toHaveValue("first-secret");
  });

  it("shows the rotated secret with its expiry and invalidates it after asking", async () => {
    const expiry = Date.UTC(2030, 0, 2, 10, 0) / 1000;
    const state = useCredentialsServer({
      attributes: {
        "client.secret.rotated": "old-secret",
        "client.secret.rotated.expiration.time": String(expiry),
      },
    });
    const { user } = await open();
    const rotated = await screen.findByLabelText("Rotated secret", {}, { timeout: 20_000 });
    expect(rotated).toHaveValue("old-secret");
    expect(screen.getByText(/Still accepted until/)).toHaveTextContent("2030");

    await user.click(screen.getByRole("button", { name: "Invalidate rotated secret" }));
    const dialog = await screen.findByRole("dialog", { name: /Invalidate the rotated secret\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Invalidate" }));

    expect(await screen.findByText("The rotated secret no longer works")).toBeInTheDocument();
    expect(state.calls).toEqual([{ call: "DELETE /client-secret/rotated" }]);
    await waitFor(() => {
      expect(screen.queryByLabelText("Rotated secret")).not.toBeInTheDocument();
    });
  });

  it("saves the X.509 authenticator with its subject DN, refusing a blank one inline", async () => {
    const state = useCredentialsServer({ attributes: { "custom.setting": "kept" } });
    const { user } = await open();
    const authenticator = await screen.findByRole(
      "button",
      { name: "Client authenticator Client Id and Secret" },
      { timeout: 20_000 },
    );
    await user.click(authenticator);
    // An authenticator whose settings the tab does not offer is not offered.
    expect(
      screen.queryByRole("option", { name: "Signed JWT - Federated" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "X509 Certificate" }));

    const subject = await screen.findByRole("textbox", { name: /Subject DN/ });
    await user.type(subject, "   ");
    expect(await screen.findByText(/spaces alone are not a name/)).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, "CN=billing,O=Example");
    await user.click(screen.getByRole("switch", { name: /Allow regular expression/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The client's credentials were saved")).toBeInTheDocument();
    const saved = savedClients(state)[0] as LoadedClient;
    expect(saved.clientAuthenticatorType).toBe("client-x509");
    expect(saved.attributes).toEqual({
      "custom.setting": "kept",
      "x509.subjectdn": "CN=billing,O=Example",
      "x509.allow.regex.pattern.comparison": "true",
    });
    // The secret belongs to the secret authenticators only.
    await waitFor(() => {
      expect(screen.queryByLabelText("Secret")).not.toBeInTheDocument();
    });
  });

  it("offers the signed JWT's algorithms and a way to the client's keys", async () => {
    useCredentialsServer({ clientAuthenticatorType: "client-jwt" });
    const { user } = await open();
    const algorithm = await screen.findByRole(
      "button",
      { name: "Signature algorithm Any algorithm" },
      { timeout: 20_000 },
    );
    expect(screen.getByRole("link", { name: /on the Keys tab/ })).toHaveAttribute(
      "href",
      "/master/clients/c-1/keys",
    );
    await user.click(algorithm);
    expect(screen.getByRole("option", { name: "RS256" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "HS256" })).not.toBeInTheDocument();
  });

  it("shows a new registration access token once, after asking", async () => {
    const state = useCredentialsServer();
    const { user } = await open();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Regenerate registration access token" },
        { timeout: 20_000 },
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: /Regenerate the registration access token\?/,
    });
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("textbox", { name: "New token" })).toHaveValue("reg-token-2");
    expect(state.calls).toEqual([{ call: "POST /registration-access-token" }]);
  });

  it("is read-only, without actions, for an administrator who may only view clients", async () => {
    useCredentialsServer({}, ["query-clients", "view-clients"]);
    await open();
    expect(await screen.findByLabelText("Secret", {}, { timeout: 20_000 })).toHaveValue(
      "first-secret",
    );
    expect(
      screen.getByRole("button", { name: "Client authenticator Client Id and Secret" }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Regenerate secret" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Regenerate registration access token" }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
