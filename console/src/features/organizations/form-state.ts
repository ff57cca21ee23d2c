import type { OrganizationRepresentation } from "@gatehouse/admin-client";

/** One row of the domains list: the domain and whether the organization proved it owns it. */
export interface DomainRow {
  name: string;
  verified: boolean;
}

export interface OrganizationFormValues {
  name: string;
  alias: string;
  enabled: boolean;
  domains: DomainRow[];
  redirectUrl: string;
  description: string;
}

/**
 * What the server accepts as an alias: letters, digits and the few marks it allows in the paths and
 * claims the alias ends up in. An empty alias is fine: the server derives one from the name.
 */
export const aliasPattern = /^[\p{L}\p{N}._-]*$/u;

/** A domain as the server takes it: dot-separated labels of letters, digits and hyphens. */
export const domainPattern = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;

/** Whether a redirect URL is empty or an absolute http(s) address. */
export function isRedirectUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "") return true;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The form's values for an organization, or for a new one (one empty domain row to fill). */
export function organizationFormValues(
  organization?: OrganizationRepresentation,
): OrganizationFormValues {
  const domains = (organization?.domains ?? []).map((domain) => ({
    name: domain.name ?? "",
    verified: domain.verified === true,
  }));
  return {
    name: organization?.name ?? "",
    alias: organization?.alias ?? "",
    enabled: organization?.enabled ?? true,
    domains: domains.length > 0 ? domains : [{ name: "", verified: false }],
    redirectUrl: organization?.redirectUrl ?? "",
    description: organization?.description ?? "",
  };
}

/**
 * The representation to send: the loaded one (attributes and anything else the form does not
 * show are kept, since the server replaces the organization as a whole) with the form's values.
 * Empty domain rows are left out; an empty alias is left out so the server derives one.
 */
export function organizationFrom(
  values: OrganizationFormValues,
  loaded: OrganizationRepresentation = {},
): OrganizationRepresentation {
  const alias = values.alias.trim();
  const { alias: _alias, ...rest } = loaded;
  return {
    ...rest,
    ...(alias !== "" && { alias }),
    name: values.name.trim(),
    enabled: values.enabled,
    domains: values.domains
      .filter((domain) => domain.name.trim() !== "")
      .map((domain) => ({ name: domain.name.trim(), verified: domain.verified })),
    redirectUrl: values.redirectUrl.trim(),
    description: values.description,
  };
}
