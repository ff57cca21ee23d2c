import { bootstrapAdmin, keycloakUrl } from "@gatehouse/server/keycloak-url";
import { expect } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import type { UserRepresentation } from "../../src/defs/user-representation.js";

/** An admin client signed in as the bootstrap administrator in master, at the shared Keycloak. */
export async function connect(): Promise<KeycloakAdminClient> {
  const client = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: "master" });
  await client.auth({
    grantType: "password",
    clientId: "admin-cli",
    username: bootstrapAdmin.username,
    password: bootstrapAdmin.password,
  });
  return client;
}

/** A name no other test run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Password of the users the contract tests create. */
export const testPassword = "Contract-Test-Pass-1";

/**
 * A user representation (for a realm import) holding the realm's `realm-admin` role, so a test can
 * act as an administrator of its throwaway realm only.
 */
export function realmAdminUser(
  username: string,
  email = `${username}@example.test`,
): UserRepresentation {
  return {
    username,
    email,
    emailVerified: true,
    firstName: "Realm",
    lastName: "Admin",
    enabled: true,
    credentials: [{ type: "password", value: testPassword, temporary: false }],
    clientRoles: { "realm-management": ["realm-admin"] },
  };
}

/** A client signed in as `username` in `realm` (by default through that realm's admin-cli). */
export async function connectAs(
  realm: string,
  username: string,
  clientId = "admin-cli",
): Promise<KeycloakAdminClient> {
  const client = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: realm });
  await client.auth({ grantType: "password", clientId, username, password: testPassword });
  return client;
}

// Asymmetric matchers typed as unknown, so they fit in typed object literals.
export const anyString: unknown = expect.any(String);
export const anyNumber: unknown = expect.any(Number);

export function containing(text: string): unknown {
  return expect.stringContaining(text);
}

export function matching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}

/** An OpenID Connect provider that no test signs in through: organizations link it by its alias. */
export const partnerIdentityProvider = {
  alias: "partner-idp",
  providerId: "oidc",
  config: {
    clientId: "x",
    clientSecret: "y",
    authorizationUrl: "https://idp.test/auth",
    tokenUrl: "https://idp.test/token",
  },
};
