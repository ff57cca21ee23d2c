import type { IdentityProviderTypeInfo, ServerInfoRepresentation } from "@gatehouse/admin-client";
import { userDefinedProviderTypes } from "@/shared/paths/identity-provider-paths";

/** The provider types the server offers, in the two groups it lists them in. */
export interface ProviderTypeGroups {
  /** Protocols the administrator configures by hand: OpenID Connect, SAML, OAuth 2.0, … */
  userDefined: readonly IdentityProviderTypeInfo[];
  /** Known services with their settings built in: GitHub, Google, … */
  social: readonly IdentityProviderTypeInfo[];
}

const byName = (a: IdentityProviderTypeInfo, b: IdentityProviderTypeInfo) =>
  typeName(a).localeCompare(typeName(b));

/** A type's name as the server gives it, its id when it gives none. */
export const typeName = (type: IdentityProviderTypeInfo): string => type.name ?? type.id;

const withSettingsForm = new Set<string>(userDefinedProviderTypes);

/**
 * The server's provider types, each group sorted by name. The server lists every type under
 * `identityProviders`, the social ones again under `socialProviders`: those are the social group,
 * the rest are user-defined. Of these, only the types the console has a settings form for are
 * offered: others (JWT authorization grant, default trust, a custom type) keep settings that no
 * form here would show, so a provider added from here could not be made to work.
 */
export function providerTypeGroups(serverInfo: ServerInfoRepresentation): ProviderTypeGroups {
  const social = serverInfo.socialProviders ?? [];
  const socialIds = new Set(social.map((type) => type.id));
  return {
    userDefined: (serverInfo.identityProviders ?? [])
      .filter((type) => !socialIds.has(type.id) && withSettingsForm.has(type.id))
      .sort(byName),
    social: [...social].sort(byName),
  };
}

/** The name of the type `providerId`, or the id itself for a type the server no longer offers. */
export function providerTypeName(serverInfo: ServerInfoRepresentation, providerId = ""): string {
  const all = [...(serverInfo.identityProviders ?? []), ...(serverInfo.socialProviders ?? [])];
  const found = all.find((type) => type.id === providerId);
  return found === undefined ? providerId : typeName(found);
}
