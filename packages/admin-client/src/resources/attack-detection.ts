import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { BruteForceUserStatus } from "../defs/brute-force.js";

/** Brute-force detection state of a realm's users. */
export class AttackDetection extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/attack-detection/brute-force" });
  }

  findOne = this.makeRequest<{ id: string }, BruteForceUserStatus | undefined>({
    method: "GET",
    path: "/users/{id}",
    catchNotFound: true,
  });

  /** Clears the login failures of one user. */
  del = this.makeRequest<{ id: string }, undefined>({
    method: "DELETE",
    path: "/users/{id}",
  });

  /** Clears the login failures of every user of the realm. */
  delAll = this.makeRequest<object, undefined>({ method: "DELETE", path: "/users" });
}
