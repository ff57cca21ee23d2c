import { adminFetch, isServerError } from "../../server/src/testing/admin-api";

export interface TestUser {
  id: string;
  username: string;
  password: string;
}

/**
 * Creates a user with a password in `realm` and gives it `realm-management` client roles
 * (e.g. ["view-users"]): an administrator of that realm with exactly those rights.
 */
export async function createRealmAdmin(
  realm: string,
  username: string,
  roles: string[],
  profile: { firstName?: string; lastName?: string; email?: string } = {},
): Promise<TestUser> {
  const password = `Pw-${username}-1`;
  const created = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({
      username,
      enabled: true,
      emailVerified: true,
      email: profile.email ?? `${username}@example.test`,
      firstName: profile.firstName ?? username,
      lastName: profile.lastName ?? "Tester",
      credentials: [{ type: "password", value: password, temporary: false }],
    }),
  });
  const id = created.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating ${username} returned no location.`);
  if (roles.length > 0) {
    const clients = (await (
      await adminFetch(`/${realm}/clients?clientId=realm-management`)
    ).json()) as { id: string }[];
    const managementId = clients[0]?.id;
    if (managementId === undefined)
      throw new Error(`Realm ${realm} has no realm-management client.`);
    const available = (await (
      await adminFetch(`/${realm}/clients/${managementId}/roles`)
    ).json()) as { name: string }[];
    const wanted = available.filter((role) => roles.includes(role.name));
    if (wanted.length !== roles.length)
      throw new Error(`Unknown realm-management roles among ${roles.join(", ")}.`);
    await grantClientRoles(realm, id, managementId, wanted);
  }
  return { id, username, password };
}

/** How often, and after how long, a role mapping the server failed to store is tried again. */
const grantAttempts = 4;
const firstRetryDelayMs = 250;

/**
 * Maps client roles to a user and checks the server stored them. A busy shared server has
 * answered 500 to this mapping on a realm created a moment before; the mapping is idempotent, so
 * a server failure is met by sending it again a few times, waiting longer each time, and the
 * result is checked against what the server then reports the user holds.
 */
async function grantClientRoles(
  realm: string,
  userId: string,
  clientId: string,
  roles: { name: string }[],
): Promise<void> {
  const path = `/${realm}/users/${userId}/role-mappings/clients/${clientId}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminFetch(path, { method: "POST", body: JSON.stringify(roles) });
      break;
    } catch (error) {
      if (attempt >= grantAttempts || !isServerError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstRetryDelayMs * 2 ** (attempt - 1)));
    }
  }
  const held = new Set(
    ((await (await adminFetch(path)).json()) as { name: string }[]).map((role) => role.name),
  );
  const missing = roles.filter((role) => !held.has(role.name)).map((role) => role.name);
  if (missing.length > 0)
    throw new Error(`The server did not store the roles ${missing.join(", ")} of ${realm}.`);
}
