import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

/**
 * Data for the authorization services tests, set up through the admin API. A resource server is a
 * confidential client with authorization services on; its paths are under
 * `/{realm}/clients/{id}/authz/resource-server`.
 */

export const readJson = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

/** Creates a confidential client with authorization services on; returns its internal id. */
export function createResourceServer(
  realm: string,
  clientId: string,
  extra: object = {},
): Promise<string> {
  return adminCreate(`/${realm}/clients`, {
    clientId,
    publicClient: false,
    serviceAccountsEnabled: true,
    authorizationServicesEnabled: true,
    secret: `${clientId}-secret`,
    directAccessGrantsEnabled: true,
    ...extra,
  });
}

/** The path of a client's resource server in the admin API. */
export const resourceServerPath = (realm: string, id: string): string =>
  `/${realm}/clients/${id}/authz/resource-server`;

/**
 * Creates an authorization scope and returns its id. The server answers a scope's creation with
 * the scope itself in the body, and no location header.
 */
export async function createAuthorizationScope(
  realm: string,
  id: string,
  name: string,
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/scope`, {
    method: "POST",
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** Creates a resource; its scopes are named (they must exist). Returns its id. */
export async function createResource(
  realm: string,
  id: string,
  resource: { name: string; scopes?: string[]; uris?: string[]; type?: string },
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/resource`, {
    method: "POST",
    body: JSON.stringify({
      ...resource,
      scopes: (resource.scopes ?? []).map((name) => ({ name })),
    }),
  });
  return ((await response.json()) as { _id: string })._id;
}

/** Creates a policy of a type (`role`, `user`, …) with its type's fields; returns its id. */
export async function createPolicy(
  realm: string,
  id: string,
  type: string,
  policy: Record<string, unknown>,
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/policy/${type}`, {
    method: "POST",
    body: JSON.stringify({ logic: "POSITIVE", decisionStrategy: "UNANIMOUS", ...policy }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** Creates a resource- or scope-based permission; returns its id. */
export async function createPermission(
  realm: string,
  id: string,
  type: "resource" | "scope",
  permission: {
    name: string;
    resources?: string[];
    resourceType?: string;
    scopes?: string[];
    policies?: string[];
  },
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/permission/${type}`, {
    method: "POST",
    body: JSON.stringify({ decisionStrategy: "UNANIMOUS", logic: "POSITIVE", ...permission }),
  });
  return ((await response.json()) as { id: string }).id;
}
