import type { UserRepresentation } from "./user-representation.js";

/**
 * An organization of Phase Two's organizations extension (keycloak-orgs), which keeps its own
 * organizations apart from Keycloak's built-in ones.
 */
export interface PhaseTwoOrganizationRepresentation {
  id?: string;
  name?: string;
  displayName?: string;
  url?: string;
  /** The realm's name; filled in by the server. */
  realm?: string;
  /** Bare domain names; their verification state is read through the domain calls. */
  domains?: string[];
  attributes?: Record<string, string[]>;
}

/** A domain of an organization and the DNS TXT record that proves it (snake case on the wire). */
export interface PhaseTwoDomainRepresentation {
  domain_name?: string;
  record_key?: string;
  record_value?: string;
  verified?: boolean;
}

/** A member, with the organizations the server adds when asked (`includeOrgs`). */
export interface PhaseTwoMemberRepresentation extends UserRepresentation {
  organizations?: Record<string, unknown>;
}

/** What an invitation is created from. */
export interface PhaseTwoInvitationRequest {
  email: string;
  /** Whether the server e-mails the invitation; false only records it. */
  send?: boolean;
  /** Organization roles the invited user gets on joining. */
  roles?: string[];
  redirectUri?: string;
  inviterId?: string;
  attributes?: Record<string, string[]>;
}

export interface PhaseTwoInvitationRepresentation {
  id?: string;
  email?: string;
  /** ISO date and time, to the minute. */
  createdAt?: string;
  inviterId?: string;
  invitationUrl?: string;
  organizationId?: string;
  roles?: string[];
  attributes?: Record<string, string[]>;
}

/** A role defined inside one organization; its name is its key in the paths. */
export interface PhaseTwoOrganizationRoleRepresentation {
  id?: string;
  name?: string;
  description?: string;
}

/** Links one of the realm's identity providers to an organization. */
export interface PhaseTwoLinkIdpRepresentation {
  alias: string;
  postBrokerFlow?: string;
  syncMode?: string;
  /** Domains whose users the provider signs in; the server may require them verified. */
  domains?: string[];
}

/** The answer of the portal link call (only paid distributions of the extension create one). */
export interface PhaseTwoPortalLinkRepresentation {
  user?: string;
  link?: string;
  redirect?: string;
}
