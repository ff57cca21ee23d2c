import type { Page } from "@playwright/test";
import { expect, seedProvider, storedProvider } from "../identity-providers/oidc-helpers";
import { pemOf, realmCertificate } from "../identity-providers/saml-helpers";
import { openConsole } from "../support/admin-session";
import { type Action, save, target } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of a SAML provider's settings: saving them, and reading a certificate file
 * through the server's upload call.
 */

const seedSaml = async (realm: string, alias: string, config: Record<string, string> = {}) => {
  await seedProvider(realm, {
    alias,
    providerId: "saml",
    config: {
      entityId: `https://sp.example.test/realms/${realm}`,
      singleSignOnServiceUrl: "https://idp.example.test/sso",
      ...config,
    },
  });
};

const certificates = (page: Page) =>
  page.getByRole("group", { name: /Validating X.509 certificates/ }).getByRole("textbox");

const uploadPem = async (page: Page, certificate: string) => {
  await page.getByTestId("certificate-file").setInputFiles({
    name: "partner.pem",
    mimeType: "application/x-pem-file",
    buffer: Buffer.from(pemOf(certificate)),
  });
};

export const idpSamlActions = {
  samlProviderSave: save({
    name: "SAML provider settings",
    open: async (realm) => {
      const alias = unique("saml");
      await seedSaml(realm, alias);
      return { id: alias, name: alias, route: `identity-providers/saml/${alias}/settings` };
    },
    path: (subject) => `identity-provider/instances/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Identity provider entity ID" }),
    saved: "Identity provider settings saved",
    error: "The identity provider settings could not be saved",
    read: (realm, subject) => storedProvider(realm, subject.id),
  }),

  samlCertificateUpload: {
    name: "SAML provider: certificate upload",
    prepare: async (page, realm) => {
      const alias = unique("saml");
      const certificate = await realmCertificate(realm);
      await seedSaml(realm, alias, { validateSignature: "true", signingCertificate: certificate });
      await openConsole(page, `${realm}/identity-providers/saml/${alias}/settings`);
      await expect(certificates(page)).toHaveCount(1);
      return { id: alias, name: alias, typed: certificate };
    },
    target: (realm) => target("POST", realm, "identity-provider/upload-certificate$"),
    act: (page, subject) => uploadPem(page, subject.typed ?? ""),
    // The reason shows under the certificates, not in a passing alert.
    failure: (page) => page.getByText(/The certificate could not be read/),
    kept: async (page, subject) => {
      await expect(certificates(page)).toHaveCount(1);
      await expect(certificates(page).first()).toHaveValue(subject.typed ?? "");
    },
    unchanged: async (realm, subject) => {
      expect((await storedProvider(realm, subject.id))?.config.signingCertificate).toBe(
        subject.typed,
      );
    },
    retry: async (page, subject) => {
      await uploadPem(page, subject.typed ?? "");
      await expect(certificates(page)).toHaveCount(2);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Identity provider settings saved")).toBeVisible();
    },
    stored: async (realm, subject) => {
      const certificate = subject.typed ?? "";
      expect((await storedProvider(realm, subject.id))?.config.signingCertificate).toBe(
        `${certificate},${certificate}`,
      );
    },
  },
} satisfies Record<string, Action>;

type IdpSamlAction = keyof typeof idpSamlActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const idpSamlFaultCases: [IdpSamlAction, FaultName[]][] = [
  ["samlProviderSave", ["503 with message", "connection failed"]],
  ["samlCertificateUpload", ["500 with message", "offline"]],
];
