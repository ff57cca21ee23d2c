import { adminFetch } from "../../server/src/testing/admin-api";

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
    await adminFetch(`/${realm}/users/${id}/role-mappings/clients/${managementId}`, {
      method: "POST",
      body: JSON.stringify(wanted),
    });
  }
  return { id, username, password };
}
