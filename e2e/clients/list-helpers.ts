import { expect as baseExpect, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { tokenResponse } from "../support/tokens";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export interface StoredClient {
  id: string;
  clientId: string;
  name?: string;
  description?: string;
  protocol?: string;
  publicClient?: boolean;
  serviceAccountsEnabled?: boolean;
  redirectUris?: string[];
  baseUrl?: string;
  attributes?: Record<string, string>;
  protocolMappers?: { name: string }[];
}

/** Creates a client in `realm` through the admin API and returns its internal id. */
export async function seedClient(
  realm: string,
  // Any other field of a client representation goes to the server as given.
  client: Partial<StoredClient> & { clientId: string } & Record<string, unknown>,
): Promise<string> {
  return adminCreate(`/${realm}/clients`, client);
}

/** The clients whose client id is exactly `clientId` (none, or one). */
export async function findStoredClients(realm: string, clientId: string): Promise<StoredClient[]> {
  const response = await adminFetch(`/${realm}/clients?clientId=${encodeURIComponent(clientId)}`);
  return (await response.json()) as StoredClient[];
}

/** The client the server stores under `clientId`; fails when there is none. */
export async function storedClient(realm: string, clientId: string): Promise<StoredClient> {
  const [found] = await findStoredClients(realm, clientId);
  if (found === undefined) throw new Error(`No client ${clientId} in ${realm}.`);
  return found;
}

/** A confidential client's secret, as the server reports it. */
export async function clientSecret(realm: string, id: string): Promise<string> {
  const response = await adminFetch(`/${realm}/clients/${id}/client-secret`);
  const { value } = (await response.json()) as { value?: string };
  if (value === undefined) throw new Error(`Client ${id} has no secret.`);
  return value;
}

/** Asks the realm for a token with the client credentials grant; the server's answer. */
export async function clientCredentialsToken(
  realm: string,
  clientId: string,
  secret: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return tokenResponse(realm, {
    grant_type: "client_credentials",
    client_id: clientId,
    client_secret: secret,
  });
}

/** The clients table of the list page. */
export const clientsTable = (page: Page) => page.getByRole("grid", { name: "Clients" });

/** The row of the clients table that links to `clientId`. */
export const clientRow = (page: Page, clientId: string) =>
  clientsTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: clientId, exact: true }) });
