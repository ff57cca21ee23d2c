import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export const readJson = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

/** Switches the realm's organizations on, keeping the rest of its settings. */
export async function enableOrganizations(realm: string, extra: object = {}): Promise<void> {
  const settings = await readJson<Record<string, unknown>>(`/${realm}`);
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({ ...settings, organizationsEnabled: true, ...extra }),
  });
}

/** Creates an organization with one domain and returns its id. */
export function createOrganization(realm: string, name: string): Promise<string> {
  return adminCreate(`/${realm}/organizations`, {
    name,
    alias: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    domains: [{ name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.test` }],
  });
}

/** Makes a user an (unmanaged) member through the admin API. */
export async function addMember(realm: string, orgId: string, userId: string): Promise<void> {
  await adminFetch(`/${realm}/organizations/${orgId}/members`, {
    method: "POST",
    body: JSON.stringify(userId),
  });
}

/** The usernames of the organization's members as the server stores them. */
export async function memberNames(realm: string, orgId: string): Promise<string[]> {
  const members = await readJson<{ username: string }[]>(
    `/${realm}/organizations/${orgId}/members?max=100`,
  );
  return members.map((member) => member.username).sort();
}

/**
 * The first link into the realm of a mail the server sent: the mail's text is decoded from
 * quoted-printable and from the HTML entities its template writes (`&#61;` for `=`).
 */
export function realmLinkOf(raw: string, realm: string): string | undefined {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&");
  return new RegExp(`https?://[^\\s"'<>]*/realms/${realm}/[^\\s"'<>]*`).exec(decoded)?.[0];
}
