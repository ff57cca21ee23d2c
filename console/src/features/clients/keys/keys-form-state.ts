import type { LoadedClient } from "../api/client-query";

export const keyAttributes = {
  useJwksUrl: "use.jwks.url",
  jwksUrl: "jwks.url",
  samlSigning: "saml.client.signature",
  samlEncryption: "saml.encrypt",
} as const;

export interface OidcKeysFormValues {
  useJwksUrl: boolean;
  jwksUrl: string;
}

export const isAttributeOn = (client: LoadedClient, name: string): boolean =>
  client.attributes?.[name] === "true";

export function oidcKeysFormValues(client: LoadedClient): OidcKeysFormValues {
  return {
    useJwksUrl: isAttributeOn(client, keyAttributes.useJwksUrl),
    jwksUrl: client.attributes?.[keyAttributes.jwksUrl] ?? "",
  };
}

/** The client as loaded with the keys tab's values on top; the URL is kept while switched off. */
export function clientWithOidcKeys(client: LoadedClient, values: OidcKeysFormValues): LoadedClient {
  return {
    ...client,
    attributes: {
      ...client.attributes,
      [keyAttributes.useJwksUrl]: String(values.useJwksUrl),
      [keyAttributes.jwksUrl]: values.jwksUrl.trim(),
    },
  };
}

/** The client with one of its on/off attributes set, e.g. whether SAML requests are signed. */
export function clientWithSwitch(client: LoadedClient, name: string, on: boolean): LoadedClient {
  return { ...client, attributes: { ...client.attributes, [name]: String(on) } };
}
