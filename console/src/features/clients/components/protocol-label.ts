import type { TFunction } from "i18next";

/** The name administrators know a client's protocol by; an unknown protocol shows as the server names it. */
export function protocolLabel(t: TFunction, protocol: string | undefined): string {
  switch (protocol ?? "openid-connect") {
    case "openid-connect":
      return t("clients.protocol.openid-connect");
    case "saml":
      return t("clients.protocol.saml");
    default:
      return protocol ?? "";
  }
}
