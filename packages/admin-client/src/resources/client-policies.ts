import type { KeycloakAdminClient } from "../client.js";
import type {
  ClientPoliciesRepresentation,
  ClientPolicyRepresentation,
  ClientProfileRepresentation,
  ClientProfilesRepresentation,
} from "../defs/client-policies-representation.js";
import { Resource } from "../core/resource.js";

function named<T extends { name?: string }>(list: T[] | undefined, name: string): T | undefined {
  return list?.find((item) => item.name === name);
}

/** Replaces the entry named like `entry`, or appends it, keeping the order of the others. */
function upsert<T extends { name?: string }>(list: T[] | undefined, entry: T): T[] {
  const entries = list ?? [];
  const found = entries.some((item) => item.name === entry.name);
  return found
    ? entries.map((item) => (item.name === entry.name ? entry : item))
    : [...entries, entry];
}

function requireName(entry: { name?: string }, kind: string): string {
  if (entry.name === undefined || entry.name === "") {
    throw new Error(`A client ${kind} needs a name to be created or updated.`);
  }
  return entry.name;
}

/**
 * Client profiles and client policies of a realm. The server stores each list as a whole, so the
 * by-name helpers read the realm's list, change one entry and write the list back.
 */
export class ClientPolicies extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/client-policies" });
  }

  listProfiles = this.makeRequest<
    { includeGlobalProfiles?: boolean },
    ClientProfilesRepresentation
  >({
    method: "GET",
    path: "/profiles",
    keyTransform: { includeGlobalProfiles: "include-global-profiles" },
  });

  /** Replaces the realm's profiles (global profiles cannot be changed and are ignored). */
  createProfiles = this.makeRequest<ClientProfilesRepresentation, undefined>({
    method: "PUT",
    path: "/profiles",
  });

  listPolicies = this.makeRequest<
    { includeGlobalPolicies?: boolean },
    ClientPoliciesRepresentation
  >({
    method: "GET",
    path: "/policies",
    keyTransform: { includeGlobalPolicies: "include-global-policies" },
  });

  /** Replaces the realm's policies. */
  updatePolicy = this.makeRequest<ClientPoliciesRepresentation, undefined>({
    method: "PUT",
    path: "/policies",
  });

  /** Creates the profile, or replaces the realm profile of the same name. */
  async createOrUpdateProfile(payload: {
    realm?: string;
    profile: ClientProfileRepresentation;
  }): Promise<void> {
    const { profile, ...scope } = payload;
    requireName(profile, "profile");
    const current = await this.listProfiles(scope);
    await this.createProfiles({ ...scope, profiles: upsert(current.profiles, profile) });
  }

  /** Deletes the realm profile of that name; unknown names are an error. */
  async delProfile(payload: { realm?: string; name: string }): Promise<void> {
    const { name, ...scope } = payload;
    const current = await this.listProfiles(scope);
    if (named(current.profiles, name) === undefined) {
      throw new Error(`Client profile "${name}" not found.`);
    }
    const profiles = (current.profiles ?? []).filter((item) => item.name !== name);
    await this.createProfiles({ ...scope, profiles });
  }

  /** Creates the policy, or replaces the realm policy of the same name. */
  async createOrUpdatePolicy(payload: {
    realm?: string;
    policy: ClientPolicyRepresentation;
  }): Promise<void> {
    const { policy, ...scope } = payload;
    requireName(policy, "policy");
    const current = await this.listPolicies(scope);
    await this.updatePolicy({ ...scope, policies: upsert(current.policies, policy) });
  }

  /** Deletes the realm policy of that name; unknown names are an error. */
  async delPolicy(payload: { realm?: string; name: string }): Promise<void> {
    const { name, ...scope } = payload;
    const current = await this.listPolicies(scope);
    if (named(current.policies, name) === undefined) {
      throw new Error(`Client policy "${name}" not found.`);
    }
    const policies = (current.policies ?? []).filter((item) => item.name !== name);
    await this.updatePolicy({ ...scope, policies });
  }
}
