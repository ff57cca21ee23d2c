import type { KeycloakAdminClient } from "../client.js";
import { NetworkError } from "../core/network-error.js";
import type { CallOptions } from "../core/request-builder.js";
import { Resource } from "../core/resource.js";
import type { IdentityProviderRepresentation } from "../defs/identity-provider-representation.js";
import type {
  PhaseTwoDomainRepresentation,
  PhaseTwoInvitationRepresentation,
  PhaseTwoInvitationRequest,
  PhaseTwoLinkIdpRepresentation,
  PhaseTwoMemberRepresentation,
  PhaseTwoOrganizationRepresentation,
  PhaseTwoOrganizationRoleRepresentation,
  PhaseTwoPortalLinkRepresentation,
} from "../defs/phasetwo-organization-representation.js";
import type { UserRepresentation } from "../defs/user-representation.js";

export interface PhaseTwoOrganizationQuery {
  /** Part of the name. */
  search?: string;
  /** Attribute search, `key:value key2:value2`. */
  q?: string;
  first?: number;
  max?: number;
}

export interface PhaseTwoMemberQuery {
  orgId: string;
  search?: string;
  first?: number;
  max?: number;
  /** Adds each member's organizations to the answer. */
  includeOrgs?: boolean;
  /** Leaves out the administrator account the extension creates for each organization. */
  excludeAdminAccounts?: boolean;
}

export interface PhaseTwoPortalLinkRequest {
  orgId: string;
  /** The member the link signs in; the server falls back to the organization's own admin account. */
  userId?: string;
  /** Base address of the link, when it differs from the server's own. */
  baseUri?: string;
}

type OrgId = { orgId: string };
type RoleName = OrgId & { name: string };

/**
 * The REST API of Phase Two's organizations extension (keycloak-orgs), under `/realms/{realm}/orgs`
 * rather than the admin API: organizations, their domains, members, invitations, organization
 * roles and linked identity providers. Servers without the extension answer 404.
 */
export class PhaseTwoOrganizations extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/realms/{realm}/orgs" });
  }

  find = this.makeRequest<PhaseTwoOrganizationQuery, PhaseTwoOrganizationRepresentation[]>({
    method: "GET",
  });

  count = this.makeRequest<Pick<PhaseTwoOrganizationQuery, "search" | "q">, number>({
    method: "GET",
    path: "/count",
  });

  create = this.makeRequest<PhaseTwoOrganizationRepresentation, { id: string }>({
    method: "POST",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<OrgId, PhaseTwoOrganizationRepresentation | undefined>({
    method: "GET",
    path: "/{orgId}",
    catchNotFound: true,
  });

  /** Replaces name, display name, address, attributes and (when given) the domains. */
  update = this.makeUpdateRequest<OrgId, PhaseTwoOrganizationRepresentation, undefined>({
    method: "PUT",
    path: "/{orgId}",
  });

  del = this.makeRequest<OrgId, undefined>({ method: "DELETE", path: "/{orgId}" });

  listDomains = this.makeRequest<OrgId, PhaseTwoDomainRepresentation[]>({
    method: "GET",
    path: "/{orgId}/domains",
  });

  findDomain = this.makeRequest<
    OrgId & { domainName: string },
    PhaseTwoDomainRepresentation | undefined
  >({
    method: "GET",
    path: "/{orgId}/domains/{domainName}",
    catchNotFound: true,
  });

  /** Asks the server to look up the domain's TXT record now; resolves the domain as it then is. */
  verifyDomain = this.makeRequest<OrgId & { domainName: string }, PhaseTwoDomainRepresentation>({
    method: "POST",
    path: "/{orgId}/domains/{domainName}/verify",
  });

  listMembers = this.makeRequest<PhaseTwoMemberQuery, PhaseTwoMemberRepresentation[]>({
    method: "GET",
    path: "/{orgId}/members",
  });

  countMembers = this.makeRequest<OrgId & { excludeAdminAccounts?: boolean }, number>({
    method: "GET",
    path: "/{orgId}/members/count",
  });

  /** Whether the user is a member: the server answers 204 for one and 404 otherwise. */
  isMember = async (
    payload: OrgId & { userId: string; realm?: string },
    options?: CallOptions,
  ): Promise<boolean> => {
    try {
      await this.#memberCheck(payload, { ...options, catchNotFound: false });
      return true;
    } catch (error) {
      if (error instanceof NetworkError && error.status === 404) return false;
      throw error;
    }
  };

  #memberCheck = this.makeRequest<OrgId & { userId: string }, undefined>({
    method: "GET",
    path: "/{orgId}/members/{userId}",
  });

  addMember = this.makeRequest<OrgId & { userId: string }, undefined>({
    method: "PUT",
    path: "/{orgId}/members/{userId}",
  });

  removeMember = this.makeRequest<OrgId & { userId: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/members/{userId}",
  });

  listInvitations = this.makeRequest<
    OrgId & { search?: string; first?: number; max?: number },
    PhaseTwoInvitationRepresentation[]
  >({
    method: "GET",
    path: "/{orgId}/invitations",
  });

  countInvitations = this.makeRequest<OrgId, number>({
    method: "GET",
    path: "/{orgId}/invitations/count",
  });

  createInvitation = this.makeUpdateRequest<OrgId, PhaseTwoInvitationRequest, { id: string }>({
    method: "POST",
    path: "/{orgId}/invitations",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  deleteInvitation = this.makeRequest<OrgId & { invitationId: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/invitations/{invitationId}",
  });

  listRoles = this.makeRequest<OrgId, PhaseTwoOrganizationRoleRepresentation[]>({
    method: "GET",
    path: "/{orgId}/roles",
  });

  /** Creates a role; resolves its name, which is its key in the role paths. */
  createRole = this.makeUpdateRequest<
    OrgId,
    PhaseTwoOrganizationRoleRepresentation,
    { name: string }
  >({
    method: "POST",
    path: "/{orgId}/roles",
    returnResourceIdInLocationHeader: { field: "name" },
  });

  findRole = this.makeRequest<RoleName, PhaseTwoOrganizationRoleRepresentation | undefined>({
    method: "GET",
    path: "/{orgId}/roles/{name}",
    catchNotFound: true,
  });

  delRole = this.makeRequest<RoleName, undefined>({
    method: "DELETE",
    path: "/{orgId}/roles/{name}",
  });

  /** The members holding the role. */
  listRoleUsers = this.makeRequest<
    RoleName & { excludeAdminAccounts?: boolean },
    UserRepresentation[]
  >({
    method: "GET",
    path: "/{orgId}/roles/{name}/users",
  });

  grantRole = this.makeRequest<RoleName & { userId: string }, undefined>({
    method: "PUT",
    path: "/{orgId}/roles/{name}/users/{userId}",
  });

  revokeRole = this.makeRequest<RoleName & { userId: string }, undefined>({
    method: "DELETE",
    path: "/{orgId}/roles/{name}/users/{userId}",
  });

  listIdentityProviders = this.makeRequest<OrgId, IdentityProviderRepresentation[]>({
    method: "GET",
    path: "/{orgId}/idps",
  });

  /** Links one of the realm's identity providers to the organization. */
  linkIdp = this.makeUpdateRequest<OrgId, PhaseTwoLinkIdpRepresentation, undefined>({
    method: "POST",
    path: "/{orgId}/idps/link",
  });

  unlinkIdp = this.makeRequest<OrgId & { alias: string }, undefined>({
    method: "POST",
    path: "/{orgId}/idps/{alias}/unlink",
  });

  /**
   * A sign-in link to the extension's set-up portal for a member with the organization's admin
   * roles. The open-source distribution refuses it (400) as a feature of the paid ones.
   */
  createPortalLink = (
    { userId, baseUri, ...path }: PhaseTwoPortalLinkRequest & { realm?: string },
    options?: CallOptions,
  ): Promise<PhaseTwoPortalLinkRepresentation> => {
    const form = new URLSearchParams();
    if (userId !== undefined) form.set("userId", userId);
    if (baseUri !== undefined) form.set("baseUri", baseUri);
    return this.#portalLink(path, form, options);
  };

  // The endpoint reads form fields, not JSON.
  #portalLink = this.makeUpdateRequest<OrgId, URLSearchParams, PhaseTwoPortalLinkRepresentation>({
    method: "POST",
    path: "/{orgId}/portal-link",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}
