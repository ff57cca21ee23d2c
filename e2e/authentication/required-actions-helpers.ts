import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";

export const expect = baseExpect.configure({ timeout: 60_000 });

export interface StoredRequiredAction {
  alias: string;
  name: string;
  enabled: boolean;
  defaultAction: boolean;
  priority: number;
  config?: Record<string, string>;
}

/** The realm's registered required actions as the server orders them. */
export async function storedRequiredActions(realm: string): Promise<StoredRequiredAction[]> {
  return (await (
    await adminFetch(`/${realm}/authentication/required-actions`)
  ).json()) as StoredRequiredAction[];
}

/** One registered action as stored; undefined when the realm has not registered it. */
export async function storedRequiredAction(
  realm: string,
  alias: string,
): Promise<StoredRequiredAction | undefined> {
  return (await storedRequiredActions(realm)).find((action) => action.alias === alias);
}

/** The aliases of the realm's registered actions in their stored priority order. */
export async function storedOrder(realm: string): Promise<string[]> {
  return (await storedRequiredActions(realm))
    .sort((a, b) => a.priority - b.priority)
    .map((action) => action.alias);
}

/** Takes a registered action out of the realm, so the server offers it as unregistered. */
export async function unregister(realm: string, alias: string): Promise<void> {
  if ((await storedRequiredAction(realm, alias)) === undefined) return;
  await adminFetch(`/${realm}/authentication/required-actions/${alias}`, { method: "DELETE" });
}

/** Stores a registered action with changes, as a seed. */
export async function seedRequiredAction(
  realm: string,
  alias: string,
  changes: Partial<StoredRequiredAction>,
): Promise<void> {
  const stored = await storedRequiredAction(realm, alias);
  if (stored === undefined) throw new Error(`${realm} has no required action ${alias}.`);
  await adminFetch(`/${realm}/authentication/required-actions/${alias}`, {
    method: "PUT",
    body: JSON.stringify({ ...stored, ...changes }),
  });
}

export const requiredActionsTable = (page: Page): Locator =>
  page.getByRole("grid", { name: "Required actions" });

/** The table's rows under its header, in the order shown. */
export const actionRows = (page: Page): Locator =>
  requiredActionsTable(page).locator("tbody").getByRole("row");

export const enabledSwitch = (page: Page, name: string): Locator =>
  page.getByRole("switch", { name: `Enabled: ${name}`, exact: true });

export const defaultSwitch = (page: Page, name: string): Locator =>
  page.getByRole("switch", { name: `Set as default action: ${name}`, exact: true });

/** The names in the table, in the order shown. */
export async function shownNames(page: Page): Promise<string[]> {
  const cells = await actionRows(page).locator("td[data-label='Name']").allInnerTexts();
  return cells.map((text) => text.replace(/Not registered/, "").trim());
}
