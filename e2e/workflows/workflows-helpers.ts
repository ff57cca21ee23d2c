import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { openConsole } from "../support/fixtures";

export { expect } from "../support/fixtures";

export interface StoredWorkflow {
  id: string;
  name: string;
  on?: string;
  enabled?: boolean;
  steps?: { uses?: string; after?: string; status?: string; with?: Record<string, string> }[];
}

/** The realm's workflows as the server stores them. */
export async function storedWorkflows(realm: string): Promise<StoredWorkflow[]> {
  const response = await adminFetch(`/${realm}/workflows`, {
    headers: { accept: "application/json" },
  });
  return (await response.json()) as StoredWorkflow[];
}

/** Creates a workflow through the admin API; answers its id. */
export function seedWorkflow(realm: string, workflow: Omit<StoredWorkflow, "id">): Promise<string> {
  return adminCreate(`/${realm}/workflows`, workflow);
}

/** Opens the workflows list of the realm and waits for its heading. */
export async function openWorkflows(page: Page, realm: string): Promise<void> {
  await openConsole(page, `${realm}/workflows`);
  await page.getByRole("heading", { level: 1, name: "Workflows" }).waitFor();
}

export const workflowsTable = (page: Page) => page.getByRole("grid", { name: "Workflows" });

/** The row of a workflow, not the details row it opens (whose YAML names it too). */
export const workflowRow = (page: Page, name: string) =>
  workflowsTable(page)
    .getByRole("row")
    .filter({ has: page.getByText(name, { exact: true }) });
