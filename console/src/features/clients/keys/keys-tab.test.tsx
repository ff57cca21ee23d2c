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
import { ClientKeysTab } from "./keys-tab";

const server = startMswServer();
const route = tabRoute("keys", ClientKeysTab);

interface KeysServer extends ClientServer {
  certificates: Record<string, string>;
  uploads: Record<string, string>[];
}

function useKeysServer(
  client: Partial<LoadedClient> = {},
  { certificates = {}, rights }: { certificates?: Record<string, string>; rights?: string[] } = {},
) {
  const state: KeysServer = {
    client: {
      id: "c-1",
      clientId: "signer",
      protocol: "openid-connect",
      attributes: {},
      ...client,
    },
    calls: [],
    certificates: { ...certificates },
    uploads: [],
  };
  let generated = 0;
  server.use(
    http.get(`${clientUrl}/certificates/:attr`, ({ params }) =>
      HttpResponse.json(
        state.certificates[String(params.attr)] === undefined
          ? {}
          : { certificate: state.certificates[String(params.attr)] },
      ),
    ),
    http.post(`${clientUrl}/certificates/:attr/generate`, ({ params }) => {
      const attr = String(params.attr);
      generated += 1;
      state.calls.push({ call: `POST /certificates/${attr}/generate` });
      state.certificates[attr] = `GENERATED-${String(generated)}`;
      return HttpResponse.json({ certificate: state.certificates[attr] });
    }),
    http.post(`${clientUrl}/certificates/:attr/:upload`, async ({ params, request }) => {
      const attr = String(params.attr);
      const form = await request.formData();
      // jsdom's files do not survive the trip into fetch, so only the text fields are compared;
      // the end-to-end keys test checks what the server stores from the file.
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
      state.uploads.push({ endpoint: String(params.upload), ...fields });
      state.certificates[attr] = "IMPORTED";
      return HttpResponse.json({ certificate: "IMPORTED" });
    }),
    ...clientServerHandlers(state, rights === undefined ? {} : { rights }),
  );
  return state;
}

const open = () => renderConsole({ route: "/master/test-keys", extraRoutes: [route] });
const certificateField = (name = "Certificate") =>
  screen.findByRole("textbox", { name }, { timeout: 20_000 });

describe("ClientKeysTab", { timeout: 90_000 }, () => {
  it("shows the client's certificate and, after asking, replaces it with generated keys", async () => {
    const state = useKeysServer({}, { certificates: { "jwt.credential": "FIRST-CERT" } });
    const { user } = await open();
    expect(await certificateField()).toHaveValue("FIRST-CERT");
    expect(screen.getByRole("button", { name: "Copy the certificate" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Generate new keys" }));
    const dialog = await screen.findByRole("dialog", { name: /Generate new keys\?/ });
    expect(state.calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));

    expect(await screen.findByText("New keys were generated")).toBeInTheDocument();
    expect(state.calls).toEqual([{ call: "POST /certificates/jwt.credential/generate" }]);
    await waitFor(async () => {
      expect(await certificateField()).toHaveValue("GENERATED-1");
    });
  });

  it("says so when the client has no certificate yet", async () => {
    useKeysServer();
    await open();
    expect(
      await screen.findByText(/The client has no certificate yet/, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("saves a JWKS URL, refusing an address that is not http or https inline", async () => {
    const state = useKeysServer({ attributes: { "other.setting": "kept" } });
    const { user } = await open();
    await user.click(
      await screen.findByRole("switch", { name: "Use JWKS URL" }, { timeout: 20_000 }),
    );
    const url = screen.getByRole("textbox", { name: /JWKS URL/ });
    await user.type(url, "ftp://keys.example.test");
    expect(await screen.findByText(/Enter a full http or https address/)).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, "https://app.example.test/jwks");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The client's keys settings were saved")).toBeInTheDocument();
    expect(savedClients(state)[0]).toMatchObject({
      attributes: {
        "other.setting": "kept",
        "use.jwks.url": "true",
        "jwks.url": "https://app.example.test/jwks",
      },
    });
    // With a JWKS URL the server uses no certificate of its own, so none is offered.
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: "Generate new keys" })).not.toBeInTheDocument();
    });
  });

  it("imports a PEM certificate, sending only the certificate for an OpenID Connect client", async () => {
    const state = useKeysServer({}, { certificates: { "jwt.credential": "FIRST-CERT" } });
    const { user } = await open();
    await user.click(
      await screen.findByRole("button", { name: "Import key" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Import a key" });
    await user.click(within(dialog).getByRole("button", { name: "Archive format JKS" }));
    await user.click(screen.getByRole("option", { name: "Certificate PEM" }));
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText("Choose a file or paste its text.")).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Key or certificate" }),
      "PEM-TEXT",
    );
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(await screen.findByText("The key was imported")).toBeInTheDocument();
    expect(state.uploads).toEqual([
      { endpoint: "upload-certificate", keystoreFormat: "Certificate PEM" },
    ]);
    await waitFor(async () => {
      expect(await certificateField()).toHaveValue("IMPORTED");
    });
  });

  it("shows the server's refusal of an import in the dialog, keeping what was chosen", async () => {
    const state = useKeysServer({}, { certificates: { "jwt.credential": "FIRST-CERT" } });
    server.use(
      http.post(`${clientUrl}/certificates/:attr/upload-certificate`, () =>
        HttpResponse.json({ error: "Certificate could not be parsed" }, { status: 400 }),
      ),
    );
    const { user } = await open();
    await user.click(
      await screen.findByRole("button", { name: "Import key" }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Import a key" });
    await user.click(within(dialog).getByRole("button", { name: "Archive format JKS" }));
    await user.click(screen.getByRole("option", { name: "Public Key PEM" }));
    const text = within(dialog).getByRole("textbox", { name: "Key or certificate" });
    await user.type(text, "NOT-A-KEY");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));

    expect(await within(dialog).findByText("The key could not be imported")).toBeInTheDocument();
    expect(within(dialog).getByText("Certificate could not be parsed")).toBeInTheDocument();
    expect(text).toHaveValue("NOT-A-KEY");
    expect(
      within(dialog).getByRole("button", { name: "Archive format Public Key PEM" }),
    ).toBeInTheDocument();
    expect(state.certificates["jwt.credential"]).toBe("FIRST-CERT");
  });

  it("turns a SAML client's signing on after asking, generating its first key pair", async () => {
    const state = useKeysServer({
      protocol: "saml",
      attributes: { "saml.client.signature": "false", "saml.encrypt": "false" },
    });
    const { user } = await open();
    const signing = await screen.findByRole(
      "switch",
      { name: "Client signature required" },
      { timeout: 20_000 },
    );
    await user.click(signing);
    const dialog = await screen.findByRole("dialog", { name: /Require the client's signature\?/ });
    expect(dialog).toHaveTextContent("a new key pair is generated");
    expect(signing).not.toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));

    expect(await screen.findByText("The client's signature is now required")).toBeInTheDocument();
    // The switch is stored before the key, so saving the client does not drop the new key.
    expect(state.calls.map(({ call }) => call)).toEqual([
      "PUT /",
      "POST /certificates/saml.signing/generate",
    ]);
    expect(state.client.attributes?.["saml.client.signature"]).toBe("true");
    expect(await certificateField()).toHaveValue("GENERATED-1");
    expect(screen.getByRole("switch", { name: "Encrypt assertions" })).not.toBeChecked();
  });

  it("keeps a SAML key switch still until it knows whether the client has a key", async () => {
    const state = useKeysServer({
      protocol: "saml",
      attributes: { "saml.client.signature": "false", "saml.encrypt": "false" },
    });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${clientUrl}/certificates/saml.encryption`, async () => {
        await answered;
        return HttpResponse.json({});
      }),
    );
    const { user } = await open();
    const encryption = await screen.findByRole(
      "switch",
      { name: "Encrypt assertions" },
      { timeout: 20_000 },
    );
    expect(encryption).toBeDisabled();
    answer();
    await waitFor(() => {
      expect(encryption).toBeEnabled();
    });
    await user.click(encryption);
    const dialog = await screen.findByRole("dialog", {
      name: /Encrypt assertions for this client\?/,
    });
    expect(dialog).toHaveTextContent("a new key pair is generated");
    await user.click(within(dialog).getByRole("button", { name: "Turn on" }));

    expect(
      await screen.findByText("Assertions for this client are now encrypted"),
    ).toBeInTheDocument();
    expect(state.calls.map(({ call }) => call)).toEqual([
      "PUT /",
      "POST /certificates/saml.encryption/generate",
    ]);
  });

  it("asks before it stops encrypting a SAML client's assertions", async () => {
    const state = useKeysServer(
      {
        protocol: "saml",
        attributes: { "saml.client.signature": "false", "saml.encrypt": "true" },
      },
      { certificates: { "saml.encryption": "ENC-CERT" } },
    );
    const { user } = await open();
    expect(await certificateField()).toHaveValue("ENC-CERT");
    await user.click(screen.getByRole("switch", { name: "Encrypt assertions" }));
    const dialog = await screen.findByRole("dialog", { name: /Stop encrypting assertions\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));

    expect(
      await screen.findByText("Assertions for this client are no longer encrypted"),
    ).toBeInTheDocument();
    expect(state.calls.map(({ call }) => call)).toEqual(["PUT /"]);
    expect(state.client.attributes?.["saml.encrypt"]).toBe("false");
    await waitFor(() => {
      expect(screen.queryByRole("textbox", { name: "Certificate" })).not.toBeInTheDocument();
    });
  });

  it("shows keys without actions to an administrator who may only view clients", async () => {
    useKeysServer(
      { protocol: "saml", attributes: { "saml.client.signature": "true" } },
      { certificates: { "saml.signing": "SAML-CERT" }, rights: ["query-clients", "view-clients"] },
    );
    await open();
    expect(await certificateField()).toHaveValue("SAML-CERT");
    expect(screen.getByRole("switch", { name: "Client signature required" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Generate new keys" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import key" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Export" })).not.toBeInTheDocument();
  });
});
