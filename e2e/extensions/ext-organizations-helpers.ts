import { KeycloakAdminClient, type PhaseTwoOrganizations } from "@gatehouse/admin-client";
import { expect as baseExpect } from "@playwright/test";
import { bootstrapAdmin, keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * The extension's API as the bootstrap administrator sees it, signed in afresh on each call: a
 * test runs longer than the master realm's access tokens live.
 */
export async function extOrgs(): Promise<PhaseTwoOrganizations> {
  const client = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: "master" });
  await client.auth({
    grantType: "password",
    clientId: "admin-cli",
    username: bootstrapAdmin.username,
    password: bootstrapAdmin.password,
  });
  return client.phaseTwoOrganizations;
}

/** Creates an organization in the extension and returns its id. */
export async function seedExtOrganization(
  realm: string,
  organization: { name: string; displayName?: string; domains?: string[] },
): Promise<string> {
  return (await (await extOrgs()).create({ realm, ...organization })).id;
}

/** The organization the extension stores under a name, if any. */
export async function storedExtOrganization(realm: string, name: string) {
  const found = await (await extOrgs()).find({ realm, search: name, first: 0, max: 10 });
  return found.find((organization) => organization.name === name);
}

/** Adds an OpenID Connect identity provider to the realm (it need not answer: nobody signs in). */
export async function seedIdentityProvider(realm: string, alias: string): Promise<void> {
  await adminFetch(`/${realm}/identity-provider/instances`, {
    method: "POST",
    body: JSON.stringify({
      alias,
      providerId: "oidc",
      config: {
        clientId: "console-test",
        clientSecret: "console-test-secret",
        authorizationUrl: "https://idp.example.test/auth",
        tokenUrl: "https://idp.example.test/token",
      },
    }),
  });
}
