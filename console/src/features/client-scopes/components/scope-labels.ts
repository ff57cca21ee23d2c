import type { TFunction } from "i18next";
import { clientScopeTypes, type ClientScopeType } from "@/shared/client-scopes/client-scope-type";

/** The translated name of a realm-wide type. */
export function typeLabel(type: ClientScopeType, t: TFunction): string {
  switch (type) {
    case "default":
      return t("clientScopes.type.default");
    case "optional":
      return t("clientScopes.type.optional");
    case "none":
      return t("clientScopes.type.none");
  }
}

export const typeOptions = (t: TFunction) =>
  clientScopeTypes.map((type) => ({ key: type, label: typeLabel(type, t) }));

/** The name administrators know a protocol by; a protocol this console does not know, as the server names it. */
export function protocolLabel(protocol: string | undefined, t: TFunction): string {
  switch (protocol) {
    case "openid-connect":
      return t("clientScopes.protocol.openidConnect");
    case "saml":
      return t("clientScopes.protocol.saml");
    case "oid4vc":
      return t("clientScopes.protocol.oid4vc");
    default:
      return protocol ?? "";
  }
}
