import type { IdentityProviderRepresentation } from "./identity-provider-representation.js";
import type { UserRepresentation } from "./user-representation.js";

export interface OrganizationDomainRepresentation {
  name?: string;
  verified?: boolean;
}

/** An organization of a realm (the organizations feature). */
export interface OrganizationRepresentation {
  id?: string;
  name?: string;
  alias?: string;
  enabled?: boolean;
  description?: string;
  redirectUrl?: string;
  attributes?: Record<string, string[]>;
  domains?: OrganizationDomainRepresentation[];
  members?: MemberRepresentation[];
  identityProviders?: IdentityProviderRepresentation[];
}

export type MembershipType = "UNMANAGED" | "MANAGED";

/** A user as a member of an organization. */
export interface MemberRepresentation extends UserRepresentation {
  membershipType?: MembershipType;
}

export type OrganizationInvitationStatus = "PENDING" | "EXPIRED";

/** A pending invitation to join an organization. */
export interface OrganizationInvitationRepresentation {
  id?: string;
  organizationId?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Seconds since the epoch. */
  sentDate?: number;
  /** Seconds since the epoch. */
  expiresAt?: number;
  status?: OrganizationInvitationStatus;
  inviteLink?: string;
}
