import { KeycloakAdminClient } from "@gatehouse/admin-client";
import type { Page } from "@playwright/test";
import { bootstrapAdmin, keycloakUrl } from "../../server/src/keycloak-url";
import { unique } from "../support/realms";

let connected: Promise<KeycloakAdminClient> | undefined;

/** The admin client signed in as the bootstrap administrator, shared by a worker's tests. */
export function adminClient(): Promise<KeycloakAdminClient> {
  connected ??= (async () => {
    const client = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: "master" });
    await client.auth({
      grantType: "password",
      clientId: "admin-cli",
      username: bootstrapAdmin.username,
      password: bootstrapAdmin.password,
    });
    return client;
  })();
  return connected;
}

/**
 * Duplicates the realm's browser flow under a new name made from `base` (or `base` itself with
 * `exact`, in a realm of the test's own); returns the copy's alias and id.
 */
export async function copyBrowserFlow(
  realm: string,
  base = "browser-copy",
  { exact = false }: { exact?: boolean } = {},
): Promise<{ alias: string; id: string }> {
  const client = await adminClient();
  const alias = exact ? base : unique(base);
  const { id } = await client.authenticationManagement.copyFlow({
    realm,
    flow: "browser",
    newName: alias,
  });
  return { alias, id };
}

/** The id of one of the realm's flows, by alias. */
export async function flowId(realm: string, alias: string): Promise<string> {
  const client = await adminClient();
  const flows = await client.authenticationManagement.getFlows({ realm });
  const id = flows.find((flow) => flow.alias === alias)?.id;
  if (id === undefined) throw new Error(`Realm ${realm} has no flow ${alias}.`);
  return id;
}

/** The executions of a flow as the server stores them, in running order. */
export async function storedExecutions(realm: string, alias: string) {
  const client = await adminClient();
  return client.authenticationManagement.getExecutions({ realm, flow: alias });
}

/** The display names of the flow's own steps (level 0), in order. */
export async function topLevelOrder(realm: string, alias: string): Promise<string[]> {
  return (await storedExecutions(realm, alias))
    .filter((execution) => execution.level === 0)
    .map((execution) => execution.displayName ?? "");
}

/** The editor's address of a flow. */
export function flowRoute(realm: string, id: string, usedBy = "notInUse", builtIn = false): string {
  return `${realm}/authentication/${id}/${usedBy}${builtIn ? "/builtIn" : ""}`;
}

/** The table of the flow's steps. */
export const stepsTable = (page: Page) => page.getByRole("grid", { name: "Steps of the flow" });

/** The row of the step or sub-flow named `name`. */
export const stepRow = (page: Page, name: string | RegExp) =>
  stepsTable(page).getByRole("row").filter({ hasText: name });

/** Opens a row's menu and chooses `action`. */
export async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await stepsTable(page)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: action }).click();
}
