import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

/** Turns on admin permissions (version 2) and returns the admin-permissions client's id. */
export async function enableAdminPermissions(realm: string): Promise<string> {
  const current = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({ ...current, adminPermissionsEnabled: true }),
  });
  const clients = (await (
    await adminFetch(`/${realm}/clients?clientId=admin-permissions`)
  ).json()) as { id: string }[];
  const id = clients[0]?.id;
  if (id === undefined) throw new Error(`Realm ${realm} has no admin-permissions client.`);
  return id;
}

export const resourceServerPath = (realm: string, clientId: string): string =>
  `/${realm}/clients/${clientId}/authz/resource-server`;

/** Creates a policy of a type in the admin-permissions client; returns its id. */
export async function createAdminPolicy(
  realm: string,
  clientId: string,
  type: string,
  policy: Record<string, unknown>,
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, clientId)}/policy/${type}`, {
    method: "POST",
    body: JSON.stringify({ logic: "POSITIVE", decisionStrategy: "UNANIMOUS", ...policy }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** Creates an admin permission (a scope permission of a resource type); returns its id. */
export async function createAdminPermission(
  realm: string,
  clientId: string,
  permission: {
    name: string;
    description?: string;
    resourceType: string;
    resources?: string[];
    scopes: string[];
    policies: string[];
  },
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, clientId)}/permission/scope`, {
    method: "POST",
    body: JSON.stringify({ resources: [], decisionStrategy: "UNANIMOUS", ...permission }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** Creates a top-level group; returns its id. */
export const createGroup = (realm: string, name: string): Promise<string> =>
  adminCreate(`/${realm}/groups`, { name });

/** A stored permission as the server lists it, or undefined. */
export async function findAdminPermission(
  realm: string,
  clientId: string,
  name: string,
): Promise<{ id: string; resourceType?: string } | undefined> {
  const found = (await (
    await adminFetch(
      `${resourceServerPath(realm, clientId)}/permission?name=${encodeURIComponent(name)}`,
    )
  ).json()) as { id: string; name: string; resourceType?: string }[];
  return found.find((permission) => permission.name === name);
}

/** Names of what a permission is associated with (`resources` by object id, `scopes`, …). */
export async function associatedNames(
  realm: string,
  clientId: string,
  permissionId: string,
  what: "resources" | "scopes" | "associatedPolicies",
): Promise<string[]> {
  const items = (await (
    await adminFetch(`${resourceServerPath(realm, clientId)}/policy/${permissionId}/${what}`)
  ).json()) as { name: string }[];
  return items.map((item) => item.name).sort();
}
