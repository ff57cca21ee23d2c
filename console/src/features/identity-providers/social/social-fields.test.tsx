import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  serverUrl,
  startMswServer,
  testServerInfo,
} from "../../../../test/console-harness";
import { screen, waitFor } from "../../../../test/render";
import { renderProviderFields } from "../saml/provider-fields-test-kit";
import { SocialFields } from "./social-fields";

const server = startMswServer();
const serverInfo = {
  ...testServerInfo,
  socialProviders: [
    { id: "github", name: "GitHub" },
    { id: "google", name: "Google" },
  ],
};
const withSocialTypes = () => fakeServerHandlers(createFakeServer({ serverInfo }));
const factoryUrl = `${serverUrl}/admin/realms/:realm/identity-provider/providers/:providerId`;

describe("SocialFields", { timeout: 90_000 }, () => {
  it("shows the provider's own options from its type and stores them as text", async () => {
    const asked: string[] = [];
    server.use(
      ...withSocialTypes(),
      http.get(factoryUrl, ({ params }) => {
        asked.push(String(params["providerId"]));
        return HttpResponse.json({
          id: "google",
          name: "Google",
          configProperties: [
            { name: "hostedDomain", label: "Hosted domain", type: "String" },
            { name: "offlineAccess", label: "Request refresh token", type: "boolean" },
          ],
        });
      }),
    );
    const { user, submitted } = await renderProviderFields(
      <SocialFields providerId="google" readOnly={false} isNew={false} />,
      { clientId: "console", clientSecret: "**********" },
    );
    await user.type(await screen.findByRole("textbox", { name: "Hosted domain" }), "acme.test");
    await user.click(screen.getByRole("switch", { name: "Request refresh token" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => {
      expect(submitted.values?.config).toEqual({
        clientId: "console",
        clientSecret: "**********",
        hostedDomain: "acme.test",
        offlineAccess: "true",
      });
    });
    expect(asked).toEqual(["google"]);
    // The stored secret is never put in clear text into the field.
    expect(screen.getByLabelText("Client secret")).toHaveAttribute("type", "password");
  });

  it("asks a new provider for its client and secret, and shows why its options are missing", async () => {
    server.use(
      ...withSocialTypes(),
      http.get(factoryUrl, () => HttpResponse.json({ error: "unknown_error" }, { status: 500 })),
    );
    const { user, submitted } = await renderProviderFields(
      <SocialFields providerId="github" readOnly={false} isNew />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /The provider's own options could not be loaded/,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(submitted.values).toBeUndefined();
  });

  it("shows nothing of its own for a type the server does not list as social", async () => {
    server.use(...withSocialTypes());
    await renderProviderFields(<SocialFields providerId="jwt-grant" readOnly={false} isNew />);
    expect(await screen.findByRole("heading", { name: "Provider fields" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Client ID" })).toBeNull();
  });
});
