const pemBlock = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/;
const base64Text = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The certificate a PEM file holds, as the base64 text of its DER encoding (what a SAML
 * provider's validating certificates are stored as); the first one when it holds several, and
 * `undefined` when it holds none. Read in the browser: the server's reading endpoint came with
 * Keycloak 26.5, and the file never needs to leave the administrator's machine.
 *
 * @example
 * certificateInPem("-----BEGIN CERTIFICATE-----\nMIIC…\n-----END CERTIFICATE-----"); // → "MIIC…"
 */
export function certificateInPem(text: string): string | undefined {
  const body = (pemBlock.exec(text)?.[1] ?? "").replace(/\s+/g, "");
  if (body.length % 4 !== 0 || !base64Text.test(body)) return undefined;
  try {
    // Every DER certificate is a SEQUENCE, whose first byte is 0x30.
    return atob(body).charCodeAt(0) === 0x30 ? body : undefined;
  } catch {
    return undefined;
  }
}
