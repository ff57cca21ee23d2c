import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";

/**
 * The server names its registration policy settings by message keys of its own console
 * (`max-clients.label`); these are the console's texts for them. A setting of a provider added to
 * the server later keeps the label the server gives.
 */
function knownTexts(t: TFunction): Record<string, { label: string; help: string }> {
  return {
    "allowed-client-scopes.label": {
      label: t("clientRegistration.property.allowedScopes"),
      help: t("clientRegistration.property.allowedScopesHelp"),
    },
    "allow-default-scopes.label": {
      label: t("clientRegistration.property.defaultScopes"),
      help: t("clientRegistration.property.defaultScopesHelp"),
    },
    "allowed-protocol-mappers.label": {
      label: t("clientRegistration.property.mapperTypes"),
      help: t("clientRegistration.property.mapperTypesHelp"),
    },
    "max-clients.label": {
      label: t("clientRegistration.property.maxClients"),
      help: t("clientRegistration.property.maxClientsHelp"),
    },
    "registration-web-origins.label": {
      label: t("clientRegistration.property.webOrigins"),
      help: t("clientRegistration.property.webOriginsHelp"),
    },
    "trusted-hosts.label": {
      label: t("clientRegistration.property.trustedHosts"),
      help: t("clientRegistration.property.trustedHostsHelp"),
    },
    "host-sending-registration-request-must-match.label": {
      label: t("clientRegistration.property.hostMustMatch"),
      help: t("clientRegistration.property.hostMustMatchHelp"),
    },
    "client-uris-must-match.label": {
      label: t("clientRegistration.property.urisMustMatch"),
      help: t("clientRegistration.property.urisMustMatchHelp"),
    },
  };
}

/** The provider's settings with the console's label and help text where it has them. */
export function withPolicyTexts(
  properties: readonly ConfigPropertyRepresentation[],
  t: TFunction,
): ConfigPropertyRepresentation[] {
  const texts = knownTexts(t);
  return properties.map((property) => {
    const known = property.label === undefined ? undefined : texts[property.label];
    return known === undefined
      ? property
      : { ...property, label: known.label, helpText: known.help };
  });
}

/**
 * What a kind of registration policy does, in the user's language; the server's own (English)
 * description for a provider the console does not know.
 */
export function policyProviderDescription(
  provider: { id: string; helpText?: string },
  t: TFunction,
): string | undefined {
  const known: Record<string, string> = {
    "allowed-client-templates": t("clientRegistration.provider.allowedScopes"),
    "allowed-protocol-mappers": t("clientRegistration.provider.mapperTypes"),
    "client-disabled": t("clientRegistration.provider.clientDisabled"),
    "consent-required": t("clientRegistration.provider.consentRequired"),
    "max-clients": t("clientRegistration.provider.maxClients"),
    "registration-web-origins": t("clientRegistration.provider.webOrigins"),
    scope: t("clientRegistration.provider.fullScopeDisabled"),
    "trusted-hosts": t("clientRegistration.provider.trustedHosts"),
  };
  return known[provider.id] ?? provider.helpText;
}
