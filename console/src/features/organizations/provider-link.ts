import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";

/** The provider's configuration keys that tie it to its organization's e-mail domain. */
export const domainKey = "kc.org.domain";
export const redirectKey = "kc.org.broker.redirect.mode.email-matches";

/** How a provider serves its organization, as the link and edit forms hold it. */
export interface ProviderLinkValues {
  alias: string;
  /** One of the organization's domains, or empty for none. */
  domain: string;
  redirectWhenEmailMatches: boolean;
  hideOnLogin: boolean;
}

/** The form's values for a linked provider, or for one about to be linked. */
export function providerLinkValues(provider?: IdentityProviderRepresentation): ProviderLinkValues {
  return {
    alias: provider?.alias ?? "",
    domain: provider?.config?.[domainKey] ?? "",
    redirectWhenEmailMatches: provider?.config?.[redirectKey] === "true",
    hideOnLogin: provider?.hideOnLogin === true,
  };
}

/**
 * The provider as loaded with the link's settings on it (the server replaces a provider as a
 * whole). Without a domain there is nothing to match, so the redirect is left off too.
 */
export function providerWithLink(
  provider: IdentityProviderRepresentation,
  values: ProviderLinkValues,
): IdentityProviderRepresentation {
  const { [domainKey]: _domain, [redirectKey]: _redirect, ...config } = provider.config ?? {};
  const domain = values.domain.trim();
  return {
    ...provider,
    hideOnLogin: values.hideOnLogin,
    config: {
      ...config,
      ...(domain !== "" && {
        [domainKey]: domain,
        [redirectKey]: String(values.redirectWhenEmailMatches),
      }),
    },
  };
}
