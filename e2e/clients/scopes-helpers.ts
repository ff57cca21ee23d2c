import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export const json = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

/** An OpenID Connect client (public unless said otherwise); returns its internal id. */
export const seedClient = (realm: string, clientId: string, extra: object = {}) =>
  adminCreate(`/${realm}/clients`, { clientId, publicClient: true, ...extra });

/** A realm client scope that new clients do not get; returns its id. */
export const seedClientScope = (realm: string, name: string, protocol = "openid-connect") =>
  adminCreate(`/${realm}/client-scopes`, { name, protocol, description: `${name} claims` });

/** A user with a name, so the evaluation's tokens have something to show; returns its id. */
export const seedUser = (realm: string, username: string) =>
  adminCreate(`/${realm}/users`, {
    username,
    enabled: true,
    firstName: "Test",
    lastName: "User",
    email: `${username}@example.test`,
  });

/** The names of the client's default or optional scopes as the server stores them. */
export async function storedScopeNames(
  realm: string,
  clientUuid: string,
  kind: "default" | "optional",
): Promise<string[]> {
  const scopes = await json<{ name: string }[]>(
    `/${realm}/clients/${clientUuid}/${kind}-client-scopes`,
  );
  return scopes.map((scope) => scope.name);
}
