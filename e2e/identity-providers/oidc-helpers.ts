import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export interface StoredProvider {
  alias: string;
  providerId: string;
  displayName?: string;
  enabled?: boolean;
  trustEmail?: boolean;
  hideOnLogin?: boolean;
  config: Record<string, string>;
}

/** The realm's identity provider of that alias as the server stores it, if there is one. */
export async function storedProvider(
  realm: string,
  alias: string,
): Promise<StoredProvider | undefined> {
  const response = await adminFetch(`/${realm}/identity-provider/instances`);
  const providers = (await response.json()) as StoredProvider[];
  return providers.find((provider) => provider.alias === alias);
}

/** Stores an identity provider through the admin API. */
export async function seedProvider(realm: string, provider: Record<string, unknown>) {
  await adminFetch(`/${realm}/identity-provider/instances`, {
    method: "POST",
    body: JSON.stringify(provider),
  });
}

/** The address of a realm's OpenID Connect discovery document on the test server. */
export function discoveryUrl(realm: string): string {
  return `${keycloakUrl()}/realms/${realm}/.well-known/openid-configuration`;
}

/**
 * Registers realm `brokerRealm` as a confidential client of realm `providerRealm`, with the
 * broker endpoint of the provider `alias` as its redirect URI; resolves to its id and secret.
 */
export async function seedBrokerClient(
  providerRealm: string,
  brokerRealm: string,
  alias: string,
): Promise<{ clientId: string; secret: string }> {
  const clientId = `broker-${brokerRealm}`.slice(0, 60);
  const secret = `secret-${alias}-0123456789`;
  await adminFetch(`/${providerRealm}/clients`, {
    method: "POST",
    body: JSON.stringify({
      clientId,
      protocol: "openid-connect",
      publicClient: false,
      secret,
      standardFlowEnabled: true,
      redirectUris: [`${keycloakUrl()}/realms/${brokerRealm}/broker/${alias}/endpoint`],
    }),
  });
  return { clientId, secret };
}

/** Opens the add page of one provider type in an open console. */
export async function openAddPage(page: Page, realm: string, type: string): Promise<void> {
  await page.goto(`/admin/master/console/#/${realm}/identity-providers/${type}/add`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Add");
}

/**
 * Lets users of the realm hold attributes its user profile does not declare, such as the one a
 * hard-coded attribute mapper sets; by default the server drops them.
 */
export async function allowUnmanagedAttributes(realm: string): Promise<void> {
  const profile = (await (await adminFetch(`/${realm}/users/profile`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/users/profile`, {
    method: "PUT",
    body: JSON.stringify({ ...profile, unmanagedAttributePolicy: "ENABLED" }),
  });
}

/** Turns a switch over by keyboard: its styled toggle sits over the input and takes clicks. */
export async function flipSwitch(target: Locator): Promise<void> {
  const before = await target.isChecked();
  await target.focus();
  await target.press("Space");
  await expect(target).toBeChecked({ checked: !before });
}
