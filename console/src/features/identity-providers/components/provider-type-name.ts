import type { ServerInfoRepresentation } from "@gatehouse/admin-client";

/** The name the server gives a provider type ("OpenID Connect v1.0", "GitHub"), else its id. */
export function providerTypeName(serverInfo: ServerInfoRepresentation, providerId: string): string {
  const types = [...(serverInfo.identityProviders ?? []), ...(serverInfo.socialProviders ?? [])];
  const found = types.find((type) => type.id === providerId);
  return found?.name !== undefined && found.name !== "" ? found.name : providerId;
}

/**
 * The provider type of an add page's address. The typed add pages (`…/oidc/add`) carry it as a
 * fixed segment rather than a parameter, so it is read from the path before "add".
 */
export function providerTypeOfPath(pathname: string): string {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const add = segments.lastIndexOf("add");
  return add > 0 ? decodeURIComponent(segments[add - 1] ?? "") : "";
}
