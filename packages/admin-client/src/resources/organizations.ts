import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { IdentityProviderRepresentation } from "../defs/identity-provider-representation.js";
import type {
  MemberRepresentation,
  MembershipType,
  OrganizationInvitationRepresentation,
  OrganizationInvitationStatus,
  OrganizationRepresentation,
} from "../defs/organization-representation.js";
import { Groups } from "./groups.js";

export interface OrganizationQuery {
  first?: number;
  max?: number;
  search?: string;
  /** Attribute search, `key:value key2:value2`. */
  q?: string;
  exact?: boolean;
  briefRepresentation?: boolean;
}

export interface MemberQuery {
  orgId: string;
  first?: number;
  max?: number;
  search?: string;
  exact?: boolean;
  membershipType?: MembershipType;
}

export interface InvitationQuery {
  orgId: string;
  first?: number;
  max?: number;
  search?: string;
  email?: string;
  status?: OrganizationInvitationStatus;
  firstName?: string;
  lastName?: string;
}

/** Organizations of a realm, their members, invitations and linked identity providers. */
export class Organizations extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/organizations" });
  }

  find = this.makeRequest<OrganizationQuery, OrganizationRepresentation[]>({ method: "GET" });

  /**
   * The organization's own groups, with the calls of realm groups (find, create, children,
   * members, role mappings…) and the organization-group member calls.
   */
  groups(orgId: string): Groups {
    return new Groups(this.client, orgId);
  }

  count = this.makeRequest<
    Omit<OrganizationQuery, "first" | "max" | "briefRepresentation">,
    number
  >({
    method: "GET",
    path: "/count",
  });

  findOne = this.makeRequest<{ id: string }, OrganizationRepresentation | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });

  create = this.makeRequest<OrganizationRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  updateById = this.makeUpdateRequest<{ id: string }, OrganizationRepresentation, undefined>({
    method: "PUT",
    path: "/{id}",
  });

  delById = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/{id}",
  });

  listMembers = this.makeRequest<MemberQuery, MemberRepresentation[]>({
    method: "GET",
    path: "/{orgId}/members",
  });

  countMembers = this.makeRequest<{ orgId: string }, number>({
    method: "GET",
    path: "/{orgId}/members/count",
  });

  findMember = this.makeRequest<
    { orgId: string; userId: string },
    MemberRepresentation | undefined
  >({
    method: "GET",
    path: "/{orgId}/members/{userId}",
    catchNotFound: true,
  });

  /** Makes an existing user a (unmanaged) member; the body is the bare user id. */
  addMember = this.makeRequest<{ orgId: string; userId: string }, undefined>({
    method: "POST",
    path: "/{orgId}/members",
    payloadKey: "userId",
  });

  delMember = this.makeRequest<{ orgId: string; userId: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/members/{userId}",
  });

  /** The organizations a user belongs to. */
  memberOrganizations = this.makeRequest<
    { userId: string; briefRepresentation?: boolean },
    OrganizationRepresentation[]
  >({
    method: "GET",
    path: "/members/{userId}/organizations",
  });

  /** E-mails an invitation to register; form fields `email`, `firstName`, `lastName`. */
  invite = this.makeUpdateRequest<{ orgId: string }, FormData, undefined>({
    method: "POST",
    path: "/{orgId}/members/invite-user",
  });

  /** E-mails an existing user an invitation to join; form field `id`. */
  inviteExistingUser = this.makeUpdateRequest<{ orgId: string }, FormData, undefined>({
    method: "POST",
    path: "/{orgId}/members/invite-existing-user",
  });

  listInvitations = this.makeRequest<InvitationQuery, OrganizationInvitationRepresentation[]>({
    method: "GET",
    path: "/{orgId}/invitations",
  });

  findInvitation = this.makeRequest<
    { orgId: string; invitationId: string },
    OrganizationInvitationRepresentation | undefined
  >({
    method: "GET",
    path: "/{orgId}/invitations/{invitationId}",
    catchNotFound: true,
  });

  resendInvitation = this.makeRequest<{ orgId: string; invitationId: string }, undefined>({
    method: "POST",
    path: "/{orgId}/invitations/{invitationId}/resend",
  });

  deleteInvitation = this.makeRequest<{ orgId: string; invitationId: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/invitations/{invitationId}",
  });

  listIdentityProviders = this.makeRequest<{ orgId: string }, IdentityProviderRepresentation[]>({
    method: "GET",
    path: "/{orgId}/identity-providers",
  });

  /** Links an identity provider by alias; the body is the bare alias. */
  linkIdp = this.makeRequest<{ orgId: string; alias: string }, undefined>({
    method: "POST",
    path: "/{orgId}/identity-providers",
    payloadKey: "alias",
  });

  unLinkIdp = this.makeRequest<{ orgId: string; alias: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/identity-providers/{alias}",
  });
}
