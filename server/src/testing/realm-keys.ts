import { spawnSync } from "node:child_process";

/**
 * Key providers for throwaway test realms: the four a new realm gets by default (same names and
 * settings), with one RSA key and certificate made once per process for the two RSA providers.
 *
 * Why: a realm created without keys makes two RSA key pairs of its own, about two thirds of the
 * server's work in creating it (measured on two cores: 0.8 to 1.1 s of CPU per realm, 0.2 to 0.35
 * s with a key given), and the suites create hundreds of realms on a server the browsers share.
 * The HMAC and AES secrets stay the server's own, as they cost it nothing.
 *
 * The key and certificate come from `openssl`; where it is missing, or fails, realms make their
 * own keys as usual. The RSA providers need the certificate as well as the key: given the key
 * alone, the server makes new keys anyway.
 */
export function testRealmKeyProviders(): object[] | undefined {
  rsaKey ??= makeRsaKey();
  if (rsaKey === null) return undefined;
  const { privateKey, certificate } = rsaKey;
  const rsa = { priority: ["100"], privateKey: [privateKey], certificate: [certificate] };
  return [
    { name: "rsa-generated", providerId: "rsa-generated", config: rsa },
    {
      name: "rsa-enc-generated",
      providerId: "rsa-enc-generated",
      config: { ...rsa, algorithm: ["RSA-OAEP"] },
    },
    {
      name: "hmac-generated-hs512",
      providerId: "hmac-generated",
      config: { priority: ["100"], algorithm: ["HS512"] },
    },
    { name: "aes-generated", providerId: "aes-generated", config: { priority: ["100"] } },
  ];
}

interface RsaKey {
  /** PKCS #8, base64 without the PEM lines, as the server's key providers store it. */
  privateKey: string;
  certificate: string;
}

/** `null` once making a key failed: the process does not try again. */
let rsaKey: RsaKey | null | undefined;

function makeRsaKey(): RsaKey | null {
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "-",
      "-out",
      "-",
      "-subj",
      "/CN=gatehouse-test-realm",
      "-days",
      "3650",
    ],
    { encoding: "utf8", timeout: 30_000 },
  );
  if (result.error !== undefined || result.status !== 0) return null;
  const block = (label: string) =>
    new RegExp(`-----BEGIN ${label}-----([^-]+)-----END ${label}-----`)
      .exec(result.stdout)?.[1]
      ?.replace(/\s/g, "");
  const privateKey = block("PRIVATE KEY");
  const certificate = block("CERTIFICATE");
  return privateKey === undefined || certificate === undefined ? null : { privateKey, certificate };
}
