import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
export const expect = baseExpect.configure({ timeout: 60_000 });

export const json = async <T>(path: string): Promise<T> =>
  (await (await adminFetch(path)).json()) as T;

export interface StoredFlow {
  id: string;
  alias: string;
  description?: string;
  providerId?: string;
  builtIn?: boolean;
}

/** The realm's top-level flows as the server stores them. */
export const storedFlows = (realm: string): Promise<StoredFlow[]> =>
  json<StoredFlow[]>(`/${realm}/authentication/flows`);

/** One flow by name, or undefined when the realm has none of that name. */
export async function storedFlow(realm: string, alias: string): Promise<StoredFlow | undefined> {
  return (await storedFlows(realm)).find((flow) => flow.alias === alias);
}

/** Copies flow `from` under `alias` through the admin API; returns the copy. */
export async function seedFlowCopy(
  realm: string,
  from: string,
  alias: string,
): Promise<StoredFlow> {
  await adminFetch(`/${realm}/authentication/flows/${encodeURIComponent(from)}/copy`, {
    method: "POST",
    body: JSON.stringify({ newName: alias }),
  });
  const flow = await storedFlow(realm, alias);
  if (flow === undefined) throw new Error(`Flow ${alias} was not created.`);
  return flow;
}

/** Sets realm fields (a binding such as `browserFlow`) through the admin API. */
export async function updateRealm(realm: string, changes: object): Promise<void> {
  await adminFetch(`/${realm}`, { method: "PUT", body: JSON.stringify(changes) });
}

/** The realm's representation, for its bindings. */
export const storedRealm = (realm: string): Promise<Record<string, unknown>> =>
  json<Record<string, unknown>>(`/${realm}`);

export const flowsTable = (page: Page): Locator =>
  page.getByRole("grid", { name: "Authentication flows" });

/** A row of the flows table, by the link naming its flow. */
export const flowRow = (table: Locator, alias: string): Locator =>
  table
    .getByRole("row")
    .filter({ has: table.page().getByRole("link", { name: alias, exact: true }) });

/** Opens a row's kebab and chooses one of its actions. */
export async function rowAction(table: Locator, alias: string, action: string): Promise<void> {
  await table.getByRole("button", { name: `Actions for ${alias}` }).click();
  await table.page().getByRole("menuitem", { name: action }).click();
}
