import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";

/** The address of a realm's SAML identity provider descriptor on the test server. */
export function samlDescriptorUrl(realm: string): string {
  return `${keycloakUrl()}/realms/${realm}/protocol/saml/descriptor`;
}

/** The entity ID the console proposes for a realm acting as a SAML service provider. */
export function serviceProviderEntityId(realm: string): string {
  return `${keycloakUrl()}/realms/${realm}`;
}

/**
 * Registers realm `brokerRealm` as a SAML client of realm `providerRealm`: its client ID is the
 * broker's entity ID and its assertions go to the broker endpoint of the provider `alias`. The
 * client does not require signed requests, so the test needs no key exchange that way round.
 */
export async function seedSamlBrokerClient(
  providerRealm: string,
  brokerRealm: string,
  alias: string,
): Promise<void> {
  const endpoint = `${keycloakUrl()}/realms/${brokerRealm}/broker/${alias}/endpoint`;
  await adminFetch(`/${providerRealm}/clients`, {
    method: "POST",
    body: JSON.stringify({
      clientId: serviceProviderEntityId(brokerRealm),
      protocol: "saml",
      enabled: true,
      redirectUris: [`${endpoint}*`],
      attributes: {
        "saml.client.signature": "false",
        "saml.authnstatement": "true",
        "saml.server.signature": "true",
        saml_assertion_consumer_url_post: endpoint,
        // The brokered user is then named as at the provider, whatever NameID format is asked for.
        saml_name_id_format: "username",
        saml_force_name_id_format: "true",
      },
    }),
  });
}

/** The realm's active RSA signing certificate (base64), a real certificate to upload. */
export async function realmCertificate(realm: string): Promise<string> {
  const keys = (await (await adminFetch(`/${realm}/keys`)).json()) as {
    keys: { algorithm?: string; type?: string; certificate?: string }[];
  };
  const certificate = keys.keys.find((key) => key.type === "RSA" && key.certificate)?.certificate;
  if (certificate === undefined) throw new Error(`Realm ${realm} has no RSA certificate.`);
  return certificate;
}

/** A certificate in base64 as a PEM file's text. */
export function pemOf(certificate: string): string {
  const lines = certificate.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}
