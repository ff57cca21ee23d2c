import { expect as baseExpect, type Page } from "@playwright/test";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import {
  defaultLdapGroups,
  startLdapServer,
  type LdapServer,
} from "../../server/src/testing/ldap-server";
import { test as ldapTest } from "../support/ldap";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

/** The component type of LDAP mappers. */
export const ldapMapperType = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

export interface StoredLdapMapper {
  id: string;
  name: string;
  providerId: string;
  parentId: string;
  config: Record<string, string[]>;
}

/**
 * The LDAP fixtures plus a directory with groups (`ou=groups` with `defaultLdapGroups` of the
 * default people), started for the worker when a test first asks for it.
 */
export const test = ldapTest.extend<object, { ldapGroupsServer: LdapServer }>({
  ldapGroupsServer: [
    // Playwright reads a fixture's dependencies from this object pattern, so it stays even when empty.
    async ({}, use) => {
      const server = await startLdapServer({ groups: defaultLdapGroups });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker" },
  ],
});

/** The mappers stored below LDAP provider `providerId`. */
export async function storedLdapMappers(
  realm: string,
  providerId: string,
): Promise<StoredLdapMapper[]> {
  const response = await adminFetch(
    `/${encodeURIComponent(realm)}/components?parent=${encodeURIComponent(providerId)}&type=${ldapMapperType}`,
  );
  return (await response.json()) as StoredLdapMapper[];
}

/** The stored mapper of that name below the provider, if any. */
export async function storedLdapMapper(
  realm: string,
  providerId: string,
  name: string,
): Promise<StoredLdapMapper | undefined> {
  return (await storedLdapMappers(realm, providerId)).find((mapper) => mapper.name === name);
}

/** Stores a mapper below LDAP provider `providerId` through the admin API and returns its id. */
export async function seedLdapMapper(
  realm: string,
  providerId: string,
  mapper: { name: string; providerId: string; config: Record<string, string[]> },
): Promise<string> {
  const response = await adminFetch(`/${encodeURIComponent(realm)}/components`, {
    method: "POST",
    body: JSON.stringify({ ...mapper, providerType: ldapMapperType, parentId: providerId }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating mapper ${mapper.name} returned no location.`);
  return id;
}

/** A user-attribute mapper of the directory's `description` into the user's `department`. */
export const departmentMapper = (name = "department") => ({
  name,
  providerId: "user-attribute-ldap-mapper",
  config: {
    "user.model.attribute": ["department"],
    "ldap.attribute": ["description"],
    "read.only": ["true"],
  },
});

/**
 * Adds an LDAP provider whose directory nobody answers, for pages that only store mappers: the
 * server checks a mapper's settings without asking the directory. Returns its component id.
 */
export async function seedOfflineLdapProvider(realm: string, name = "offline"): Promise<string> {
  const response = await adminFetch(`/${encodeURIComponent(realm)}/components`, {
    method: "POST",
    body: JSON.stringify({
      name,
      providerId: "ldap",
      providerType: "org.keycloak.storage.UserStorageProvider",
      config: {
        enabled: ["true"],
        vendor: ["other"],
        connectionUrl: ["ldap://127.0.0.1:9"],
        authType: ["simple"],
        bindDn: ["cn=admin,dc=example,dc=test"],
        bindCredential: ["unused"],
        usersDn: ["ou=people,dc=example,dc=test"],
        usernameLDAPAttribute: ["uid"],
        rdnLDAPAttribute: ["uid"],
        uuidLDAPAttribute: ["entryUUID"],
        userObjectClasses: ["inetOrgPerson"],
        editMode: ["READ_ONLY"],
        importEnabled: ["true"],
      },
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating LDAP provider ${name} returned no location.`);
  return id;
}

/** The route of a provider's mapper page (`new` to add one) within a realm's console. */
export const mapperPath = (providerId: string, mapperId: string) =>
  `user-federation/ldap/${providerId}/mappers/${mapperId}`;

/** The address of a provider's mapper page (`new` to add one), with the realm. */
export const mapperRoute = (realm: string, providerId: string, mapperId: string) =>
  `${realm}/${mapperPath(providerId, mapperId)}`;

/** Whether the realm still has the component `id`. */
export async function ldapMapperExists(realm: string, id: string): Promise<boolean> {
  try {
    await adminFetch(`/${encodeURIComponent(realm)}/components/${encodeURIComponent(id)}`);
    return true;
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return false;
    throw error;
  }
}

/** Picks a mapper type in the add form's type-ahead. */
export async function chooseMapperType(page: Page, typeName: string): Promise<void> {
  await page.getByRole("combobox", { name: "Mapper type" }).fill(typeName);
  await page.getByRole("option", { name: typeName, exact: true }).click();
}

/** The realm's top-level groups' names. */
export async function realmGroupNames(realm: string): Promise<string[]> {
  const response = await adminFetch(
    `/${encodeURIComponent(realm)}/groups?briefRepresentation=true`,
  );
  return ((await response.json()) as { name: string }[]).map((group) => group.name).sort();
}
