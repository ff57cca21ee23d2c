import type { PolicyEvaluationResponse, ResourceEvaluation } from "../defs/policy-evaluation.js";
import type {
  PolicyProviderRepresentation,
  PolicyRepresentation,
} from "../defs/policy-representation.js";
import type { ResourceRepresentation } from "../defs/resource-representation.js";
import type { ResourceServerRepresentation } from "../defs/resource-server-representation.js";
import type { ScopeRepresentation } from "../defs/scope-representation.js";
import { Resource } from "../core/resource.js";

export interface PaginatedQuery {
  first?: number;
  max?: number;
}

export interface ResourceQuery extends PaginatedQuery {
  id?: string;
  name?: string;
  type?: string;
  owner?: string;
  uri?: string;
  scope?: string;
  matchingUri?: boolean;
  exactName?: boolean;
  deep?: boolean;
}

export interface PolicyQuery extends PaginatedQuery {
  id?: string;
  name?: string;
  type?: string;
  resource?: string;
  resourceType?: string;
  scope?: string;
  permission?: string;
  owner?: string;
  fields?: string;
  policyId?: string;
}

/** A scope or resource reference as the associated-scopes/-resources calls return it. */
export interface AuthorizationReference {
  id?: string;
  _id?: string;
  name?: string;
  /** A resource's name for people, where the server gives one (admin permissions do). */
  displayName?: string;
}

const server = "/{id}/authz/resource-server";

/**
 * The authorization resource server of a client (`/clients/{id}/authz/resource-server`). `Clients`
 * extends this class, so every call is reached as `client.clients.<method>`; `id` is always the
 * client's id.
 */
export class ClientAuthorization extends Resource<{ realm?: string }> {
  getResourceServer = this.makeRequest<{ id: string }, ResourceServerRepresentation>({
    method: "GET",
    path: server,
  });

  updateResourceServer = this.makeUpdateRequest<
    { id: string },
    ResourceServerRepresentation,
    undefined
  >({ method: "PUT", path: server });

  /** The whole resource server (settings, resources, scopes, policies) as the export shape. */
  exportResource = this.makeRequest<{ id: string }, ResourceServerRepresentation>({
    method: "GET",
    path: `${server}/settings`,
  });

  importResource = this.makeUpdateRequest<{ id: string }, ResourceServerRepresentation, undefined>({
    method: "POST",
    path: `${server}/import`,
  });

  // Resources

  listResources = this.makeRequest<ResourceQuery & { id: string }, ResourceRepresentation[]>({
    method: "GET",
    path: `${server}/resource`,
  });

  createResource = this.makeUpdateRequest<
    { id: string },
    ResourceRepresentation,
    ResourceRepresentation
  >({ method: "POST", path: `${server}/resource` });

  getResource = this.makeRequest<{ id: string; resourceId: string }, ResourceRepresentation>({
    method: "GET",
    path: `${server}/resource/{resourceId}`,
  });

  updateResource = this.makeUpdateRequest<
    { id: string; resourceId: string },
    ResourceRepresentation,
    undefined
  >({ method: "PUT", path: `${server}/resource/{resourceId}` });

  delResource = this.makeRequest<{ id: string; resourceId: string }, undefined>({
    method: "DELETE",
    path: `${server}/resource/{resourceId}`,
  });

  /** Scopes of one resource; the path segment takes the resource id despite the field name. */
  listScopesByResource = this.makeRequest<
    { id: string; resourceName: string },
    AuthorizationReference[]
  >({
    method: "GET",
    path: `${server}/resource/{resourceName}/scopes`,
  });

  listPermissionsByResource = this.makeRequest<
    { id: string; resourceId: string },
    PolicyRepresentation[]
  >({
    method: "GET",
    path: `${server}/resource/{resourceId}/permissions`,
  });

  // Scopes

  listAllScopes = this.makeRequest<
    PaginatedQuery & { id: string; name?: string; deep?: boolean; scopeId?: string },
    ScopeRepresentation[]
  >({ method: "GET", path: `${server}/scope` });

  createAuthorizationScope = this.makeUpdateRequest<
    { id: string },
    ScopeRepresentation,
    ScopeRepresentation
  >({ method: "POST", path: `${server}/scope` });

  getAuthorizationScope = this.makeRequest<{ id: string; scopeId: string }, ScopeRepresentation>({
    method: "GET",
    path: `${server}/scope/{scopeId}`,
  });

  updateAuthorizationScope = this.makeUpdateRequest<
    { id: string; scopeId: string },
    ScopeRepresentation,
    undefined
  >({ method: "PUT", path: `${server}/scope/{scopeId}` });

  delAuthorizationScope = this.makeRequest<{ id: string; scopeId: string }, undefined>({
    method: "DELETE",
    path: `${server}/scope/{scopeId}`,
  });

  listAllResourcesByScope = this.makeRequest<
    { id: string; scopeId: string },
    ResourceRepresentation[]
  >({
    method: "GET",
    path: `${server}/scope/{scopeId}/resources`,
  });

  listAllPermissionsByScope = this.makeRequest<
    { id: string; scopeId: string },
    PolicyRepresentation[]
  >({
    method: "GET",
    path: `${server}/scope/{scopeId}/permissions`,
  });

  // Policies

  listPolicies = this.makeRequest<PolicyQuery & { id: string }, PolicyRepresentation[]>({
    method: "GET",
    path: `${server}/policy`,
  });

  /** The server answers an unknown name with an empty body, hence `undefined`. */
  findPolicyByName = this.makeRequest<
    { id: string; name: string; fields?: string },
    PolicyRepresentation | undefined
  >({ method: "GET", path: `${server}/policy/search` });

  createPolicy = this.makeUpdateRequest<
    { id: string; type: string },
    PolicyRepresentation,
    PolicyRepresentation
  >({ method: "POST", path: `${server}/policy/{type}` });

  findOnePolicy = this.makeRequest<
    { id: string; policyId: string },
    PolicyRepresentation | undefined
  >({
    method: "GET",
    path: `${server}/policy/{policyId}`,
    catchNotFound: true,
  });

  findOnePolicyWithType = this.makeRequest<
    { id: string; type: string; policyId: string },
    PolicyRepresentation | undefined
  >({
    method: "GET",
    path: `${server}/policy/{type}/{policyId}`,
    catchNotFound: true,
  });

  updatePolicy = this.makeUpdateRequest<
    { id: string; type: string; policyId: string },
    PolicyRepresentation,
    undefined
  >({
    method: "PUT",
    path: `${server}/policy/{type}/{policyId}`,
  });

  delPolicy = this.makeRequest<{ id: string; policyId: string }, undefined>({
    method: "DELETE",
    path: `${server}/policy/{policyId}`,
  });

  listDependentPolicies = this.makeRequest<
    { id: string; policyId: string },
    PolicyRepresentation[]
  >({
    method: "GET",
    path: `${server}/policy/{policyId}/dependentPolicies`,
  });

  listPolicyProviders = this.makeRequest<{ id: string }, PolicyProviderRepresentation[]>({
    method: "GET",
    path: `${server}/policy/providers`,
  });

  evaluateResource = this.makeUpdateRequest<
    { id: string },
    ResourceEvaluation,
    PolicyEvaluationResponse
  >({ method: "POST", path: `${server}/policy/evaluate` });

  // Permissions (policies that grant resources or scopes)

  findPermissions = this.makeRequest<PolicyQuery & { id: string }, PolicyRepresentation[]>({
    method: "GET",
    path: `${server}/permission`,
  });

  listPermissionScope = this.makeRequest<
    PaginatedQuery & { id: string; policyId?: string; name?: string; resource?: string },
    PolicyRepresentation[]
  >({ method: "GET", path: `${server}/permission/scope` });

  createPermission = this.makeUpdateRequest<
    { id: string; type: string },
    PolicyRepresentation,
    PolicyRepresentation
  >({ method: "POST", path: `${server}/permission/{type}` });

  findOnePermission = this.makeRequest<
    { id: string; type: string; permissionId: string },
    PolicyRepresentation | undefined
  >({
    method: "GET",
    path: `${server}/permission/{type}/{permissionId}`,
    catchNotFound: true,
  });

  updatePermission = this.makeUpdateRequest<
    { id: string; type: string; permissionId: string },
    PolicyRepresentation,
    undefined
  >({
    method: "PUT",
    path: `${server}/permission/{type}/{permissionId}`,
  });

  delPermission = this.makeRequest<{ id: string; type: string; permissionId: string }, undefined>({
    method: "DELETE",
    path: `${server}/permission/{type}/{permissionId}`,
  });

  getAssociatedScopes = this.makeRequest<
    { id: string; permissionId: string },
    AuthorizationReference[]
  >({
    method: "GET",
    path: `${server}/policy/{permissionId}/scopes`,
  });

  getAssociatedResources = this.makeRequest<
    { id: string; permissionId: string },
    AuthorizationReference[]
  >({
    method: "GET",
    path: `${server}/policy/{permissionId}/resources`,
  });

  getAssociatedPolicies = this.makeRequest<
    { id: string; permissionId: string },
    PolicyRepresentation[]
  >({
    method: "GET",
    path: `${server}/policy/{permissionId}/associatedPolicies`,
  });

  /**
   * Creates the policy when no policy of that name exists, else replaces it (the type comes from
   * `policy.type`); resolves the policy as stored.
   */
  async createOrUpdatePolicy(payload: {
    realm?: string;
    id: string;
    policyName: string;
    policy: PolicyRepresentation;
  }): Promise<PolicyRepresentation> {
    const { realm, id, policyName, policy } = payload;
    const type = policy.type;
    if (type === undefined || type === "") {
      throw new Error(`The policy "${policyName}" needs a type to be created or updated.`);
    }
    const scope = realm === undefined ? { id } : { realm, id };
    const existing = await this.findPolicyByName({ ...scope, name: policyName });
    if (existing?.id === undefined) return this.createPolicy({ ...scope, type }, policy);
    await this.updatePolicy({ ...scope, type, policyId: existing.id }, policy);
    const stored = await this.findPolicyByName({ ...scope, name: policy.name ?? policyName });
    if (stored === undefined) {
      throw new Error(`The policy "${policyName}" was updated but can no longer be found.`);
    }
    return stored;
  }
}
