import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { userStorageProviderType } from "../../server/src/testing/ldap-provider";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/** A user-storage provider as the server stores it. */
export interface StoredComponent {
  id: string;
  name: string;
  providerId: string;
  parentId?: string;
  config: Record<string, string[]>;
}

/** What a Kerberos provider needs to be useful; the server itself requires none of it. */
export const kerberosConfig = (realmName = "EXAMPLE.ORG"): Record<string, string[]> => ({
  enabled: ["true"],
  priority: ["0"],
  kerberosRealm: [realmName],
  serverPrincipal: [`HTTP/sso.example.test@${realmName}`],
  keyTab: ["/etc/krb5.keytab"],
  debug: ["false"],
  allowPasswordAuthentication: ["false"],
  updateProfileFirstLogin: ["false"],
  cachePolicy: ["DEFAULT"],
});

/** Stores a Kerberos provider through the admin API and returns its id. */
export async function seedKerberosProvider(
  realm: string,
  name: string,
  config: Record<string, string[]> = {},
): Promise<string> {
  const response = await adminFetch(`/${encodeURIComponent(realm)}/components`, {
    method: "POST",
    body: JSON.stringify({
      name,
      providerId: "kerberos",
      providerType: userStorageProviderType,
      config: { ...kerberosConfig(), ...config },
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Storing ${name} returned no location.`);
  return id;
}

/** The realm's user-storage providers as the server holds them. */
export async function storedProviders(realm: string): Promise<StoredComponent[]> {
  const response = await adminFetch(
    `/${encodeURIComponent(realm)}/components?type=${userStorageProviderType}`,
  );
  return (await response.json()) as StoredComponent[];
}

/** The provider of `realm` called `name`, if the server has one. */
export async function storedProviderNamed(
  realm: string,
  name: string,
): Promise<StoredComponent | undefined> {
  return (await storedProviders(realm)).find((provider) => provider.name === name);
}

/** The list of providers on the section's pages. */
export const providersTable = (page: Page): Locator =>
  page.getByRole("grid", { name: "User federation providers" });

/** The list's row of the provider called `name`. */
export const providerRow = (page: Page, name: string): Locator =>
  providersTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });

/**
 * A Kerberos provider switches the realm's browser flow to ask for a Kerberos ticket first, and
 * the realm's login page then answers with a Negotiate challenge (401) before its form. Tests
 * that sign in to such a realm for other reasons switch the ticket step off again.
 */
export async function disableKerberosChallenge(realm: string): Promise<void> {
  const path = `/${encodeURIComponent(realm)}/authentication/flows/browser/executions`;
  const executions = (await (await adminFetch(path)).json()) as {
    providerId?: string;
    requirement: string;
  }[];
  for (const execution of executions.filter((step) => step.providerId === "auth-spnego"))
    await adminFetch(path, {
      method: "PUT",
      body: JSON.stringify({ ...execution, requirement: "DISABLED" }),
    });
}

/** The sample user-storage provider the test server brings (`server/extensions/sample-ui-page`). */
export const sampleStoreKind = "sample-user-store";

/** Stores a provider of the sample kind through the admin API and returns its id. */
export async function seedSampleStore(
  realm: string,
  name: string,
  config: Record<string, string[]> = {},
): Promise<string> {
  const response = await adminFetch(`/${encodeURIComponent(realm)}/components`, {
    method: "POST",
    body: JSON.stringify({
      name,
      providerId: sampleStoreKind,
      providerType: userStorageProviderType,
      config: {
        enabled: ["true"],
        priority: ["0"],
        cachePolicy: ["DEFAULT"],
        accountPrefix: ["ext"],
        lookupByEmail: ["false"],
        refreshPeriod: ["daily"],
        apiKey: ["seeded-key"],
        allowedDomains: ["example.test"],
        ...config,
      },
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Storing ${name} returned no location.`);
  return id;
}
