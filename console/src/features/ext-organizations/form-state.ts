import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";

export interface ExtOrganizationFormValues {
  name: string;
  displayName: string;
  url: string;
  /** As typed, empty inputs included (the multi-value control keeps one to type into). */
  domains: string[];
}

/** A domain as the extension takes it: dot-separated labels of letters, digits and hyphens. */
export const domainPattern = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))+$/;

/** The form's values for an organization, or for a new one. */
export function extOrganizationFormValues(
  organization?: PhaseTwoOrganizationRepresentation,
): ExtOrganizationFormValues {
  const domains = organization?.domains ?? [];
  return {
    name: organization?.name ?? "",
    displayName: organization?.displayName ?? "",
    url: organization?.url ?? "",
    domains: domains.length > 0 ? [...domains] : [""],
  };
}

/**
 * The representation to send: the loaded one (attributes are kept, since the server replaces
 * them with what it is sent) with the form's values. Empty and repeated domains are left out,
 * and domains are sent in lower case, as DNS compares them.
 */
export function extOrganizationFrom(
  values: ExtOrganizationFormValues,
  loaded: PhaseTwoOrganizationRepresentation = {},
): PhaseTwoOrganizationRepresentation {
  const domains = [
    ...new Set(
      values.domains.map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== ""),
    ),
  ];
  return {
    ...loaded,
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    url: values.url.trim(),
    domains,
  };
}
