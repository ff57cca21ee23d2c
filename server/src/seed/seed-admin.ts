import { adminFetch } from "../testing/admin-api";

/**
 * The realm administrator both consoles sign in as in the benchmark. A fixed, throwaway password:
 * the realm only ever holds generated data on a development server.
 */
export const benchAdmin = {
  username: "bench-admin",
  password: "bench-admin-password",
} as const;

const adminProfile = {
  username: benchAdmin.username,
  enabled: true,
  email: `${benchAdmin.username}@bench.example`,
  emailVerified: true,
  firstName: "Bench",
  lastName: "Administrator",
};

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

/** Creates the realm when the server does not hold it yet; returns whether it did. */
export async function ensureRealm(realm: string, baseUrl: string): Promise<boolean> {
  const realms = await json<{ realm: string }[]>(
    await adminFetch("?briefRepresentation=true", {}, baseUrl),
  );
  if (realms.some((entry) => entry.realm === realm)) return false;
  await adminFetch(
    "",
    {
      method: "POST",
      // A long idle timeout keeps the administrator's session alive through a full benchmark run.
      body: JSON.stringify({
        realm,
        enabled: true,
        ssoSessionIdleTimeout: 4 * 3600,
        ssoSessionMaxLifespan: 10 * 3600,
      }),
    },
    baseUrl,
  );
  return true;
}

/** Lets users keep attributes the user profile does not declare (the seeded users carry many). */
export async function allowUnmanagedAttributes(realm: string, baseUrl: string): Promise<void> {
  const path = `/${encodeURIComponent(realm)}/users/profile`;
  const profile = await json<Record<string, unknown>>(await adminFetch(path, {}, baseUrl));
  if (profile.unmanagedAttributePolicy === "ENABLED") return;
  await adminFetch(
    path,
    { method: "PUT", body: JSON.stringify({ ...profile, unmanagedAttributePolicy: "ENABLED" }) },
    baseUrl,
  );
}

/**
 * Makes sure the realm has `bench-admin` with the known password and the realm-admin role of
 * realm-management, whatever a previous run or a person changed.
 */
export async function ensureBenchAdmin(realm: string, baseUrl: string): Promise<string> {
  const base = `/${encodeURIComponent(realm)}`;
  const findAdmin = async () =>
    json<{ id: string }[]>(
      await adminFetch(`${base}/users?exact=true&username=${benchAdmin.username}`, {}, baseUrl),
    );
  let [user] = await findAdmin();
  if (user === undefined) {
    await adminFetch(
      `${base}/users`,
      { method: "POST", body: JSON.stringify(adminProfile) },
      baseUrl,
    );
    [user] = await findAdmin();
    if (user === undefined)
      throw new Error(`${benchAdmin.username} was created but cannot be found.`);
  }
  const userPath = `${base}/users/${user.id}`;
  await adminFetch(
    `${userPath}/reset-password`,
    {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: benchAdmin.password, temporary: false }),
    },
    baseUrl,
  );
  await adminFetch(
    userPath,
    // A complete profile and no required actions: signing in must land in the console directly.
    { method: "PUT", body: JSON.stringify({ ...adminProfile, requiredActions: [] }) },
    baseUrl,
  );
  const [management] = await json<{ id: string }[]>(
    await adminFetch(`${base}/clients?clientId=realm-management`, {}, baseUrl),
  );
  if (management === undefined) throw new Error(`Realm ${realm} has no realm-management client.`);
  const role = await json<Record<string, unknown>>(
    await adminFetch(`${base}/clients/${management.id}/roles/realm-admin`, {}, baseUrl),
  );
  await adminFetch(
    `${userPath}/role-mappings/clients/${management.id}`,
    { method: "POST", body: JSON.stringify([role]) },
    baseUrl,
  );
  return user.id;
}
