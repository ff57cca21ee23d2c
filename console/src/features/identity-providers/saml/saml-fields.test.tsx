import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  startMswServer,
  testEnvironment,
} from "../../../../test/console-harness";
import { screen, waitFor, within } from "../../../../test/render";
import { renderProviderFields } from "./provider-fields-test-kit";
import { SamlFields } from "./saml-fields";

const server = startMswServer();

function useServer() {
  server.use(...fakeServerHandlers(createFakeServer()));
}

const stored = {
  entityId: "https://sp.example/realms/acme",
  singleSignOnServiceUrl: "https://idp.example/sso",
  validateSignature: "true",
  signingCertificate: "MIIA",
};

describe("SamlFields", { timeout: 90_000 }, () => {
  it("proposes this realm's address as the entity ID of a new provider", async () => {
    useServer();
    await renderProviderFields(<SamlFields providerId="saml" readOnly={false} isNew />);
    const entityId = await screen.findByRole("textbox", { name: "Service provider entity ID" });
    expect(entityId).toHaveValue(`${testEnvironment.serverBaseUrl.replace(/\/$/, "")}/realms/acme`);
  });

  it("shows bad addresses and numbers next to their fields and submits nothing", async () => {
    useServer();
    const { user, submitted } = await renderProviderFields(
      <SamlFields providerId="saml" readOnly={false} isNew={false} />,
      stored,
    );
    const sso = await screen.findByRole("textbox", { name: "Single sign-on service URL" });
    await user.clear(sso);
    await user.type(sso, "idp.example/sso");
    await user.type(screen.getByRole("textbox", { name: "Allowed clock skew (seconds)" }), "ten");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      await screen.findByText("Enter a full address starting with http:// or https://."),
    ).toBeVisible();
    expect(screen.getByText("Enter a whole number of 0 or more.")).toBeVisible();
    expect(submitted.values).toBeUndefined();
  });

  it("stores switches as the text the server reads and asks for the attribute of an attribute principal", async () => {
    useServer();
    const { user, submitted } = await renderProviderFields(
      <SamlFields providerId="saml" readOnly={false} isNew={false} />,
      stored,
    );
    await user.click(await screen.findByRole("switch", { name: "Force authentication" }));
    await user.click(screen.getByRole("button", { name: /Principal type/ }));
    await user.click(await screen.findByRole("option", { name: "Attribute [Name]" }));
    await user.type(await screen.findByRole("textbox", { name: "Principal attribute" }), "uid");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => {
      expect(submitted.values?.config).toMatchObject({
        forceAuthn: "true",
        principalType: "ATTRIBUTE",
        principalAttribute: "uid",
        signingCertificate: "MIIA",
      });
    });
  });

  it("adds the certificate of an uploaded PEM file to the list", async () => {
    useServer();
    const { user, submitted } = await renderProviderFields(
      <SamlFields providerId="saml" readOnly={false} isNew={false} />,
      stored,
    );
    await screen.findByRole("button", { name: "Upload a certificate file (PEM)" });
    const pem = "-----BEGIN CERTIFICATE-----\nMIIBszCC\n-----END CERTIFICATE-----\n";
    const file = new File([pem], "idp.pem", { type: "text/plain" });
    await user.upload(screen.getByTestId("certificate-file"), file);
    const certificates = screen.getByRole("group", { name: /Validating X.509 certificates/ });
    await waitFor(() => {
      expect(within(certificates).getAllByRole("textbox")).toHaveLength(2);
    });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => {
      expect(submitted.values?.config["signingCertificate"]).toBe("MIIA,MIIBszCC");
    });
  });

  it("says when the file holds no certificate, keeping the certificates", async () => {
    useServer();
    const { user } = await renderProviderFields(
      <SamlFields providerId="saml" readOnly={false} isNew={false} />,
      stored,
    );
    await screen.findByRole("button", { name: "Upload a certificate file (PEM)" });
    await user.upload(screen.getByTestId("certificate-file"), new File(["x"], "bad.pem"));
    expect(await screen.findByText("The file holds no certificate.")).toBeVisible();
    expect(screen.getByDisplayValue("MIIA")).toBeVisible();
  });

  it("shows everything but changes nothing for an administrator who may only view", async () => {
    useServer();
    await renderProviderFields(<SamlFields providerId="saml" readOnly isNew={false} />, stored);
    expect(
      await screen.findByRole("textbox", { name: "Single sign-on service URL" }),
    ).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Validate signatures" })).toBeDisabled();
    expect(screen.getByDisplayValue("MIIA")).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Upload a certificate/ })).toBeNull();
  });
});
