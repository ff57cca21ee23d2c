import { expect, type Page } from "@playwright/test";
import { openConsole } from "../support/fixtures";
import { type Action, target, toast } from "../support/faults";
import { unique } from "../support/realms";
import { seedWorkflow, storedWorkflows } from "../workflows/workflows-helpers";
import type { FaultName } from "./fault-cases";

/** The fault cases of the workflows section: loading the list, creating from YAML, deleting. */

const seed = (realm: string, name: string) =>
  seedWorkflow(realm, { name, on: "user-created", steps: [{ uses: "disable-user", after: "9d" }] });

const namesStored = async (realm: string) => (await storedWorkflows(realm)).map((w) => w.name);

const grid = (page: Page) => page.getByRole("grid", { name: "Workflows" });
const dialog = (page: Page) => page.getByRole("dialog");
const yamlOf = (name: string) => `name: ${name}\non: user-created\nsteps:\n  - uses: notify-user\n`;
const editor = (page: Page) => page.getByRole("textbox", { name: "Workflow YAML" });

export const workflowsFaultActions = {
  workflowsList: {
    name: "workflows: load the list",
    prepare: async (page, realm) => {
      const name = unique("wf-list");
      await seed(realm, name);
      await openConsole(page, `${realm}/workflows?search=${name}`);
      await expect(grid(page).getByText(name, { exact: true })).toBeVisible();
      return { id: name, name };
    },
    target: (realm) => target("GET", realm, "workflows\\?"),
    // The console reads a list again on a server or network failure, three tries in all.
    tries: 3,
    act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
    failure: (page) =>
      page.getByRole("grid").getByRole("row").filter({ hasText: "The list could not be loaded" }),
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(grid(page).getByText(subject.name, { exact: true })).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },

  workflowCreate: {
    name: "workflows: create from YAML",
    prepare: async (page, realm) => {
      const name = unique("wf-new");
      await openConsole(page, `${realm}/workflows/new`);
      await editor(page).fill(yamlOf(name));
      return { id: name, name };
    },
    target: (realm) => target("POST", realm, "workflows$"),
    act: (page) => page.getByRole("button", { name: "Create", exact: true }).click(),
    failure: (page) => page.getByText(/^The workflow was not created/),
    kept: async (page, subject) => {
      await expect(editor(page)).toContainText(`name: ${subject.name}`);
    },
    unchanged: async (realm, subject) => {
      expect(await namesStored(realm)).not.toContain(subject.name);
    },
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await expect(toast(page, `The workflow ${subject.name} was created.`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await namesStored(realm)).toContain(subject.name);
    },
  },

  workflowDelete: {
    name: "workflows: delete",
    prepare: async (page, realm) => {
      const name = unique("wf-gone");
      const id = await seed(realm, name);
      await openConsole(page, `${realm}/workflows?search=${name}`);
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      return { id, name };
    },
    target: (realm, subject) => target("DELETE", realm, `workflows/${subject.id}$`),
    act: (page) => dialog(page).getByRole("button", { name: "Delete", exact: true }).click(),
    failure: (page) =>
      dialog(page)
        .getByRole("heading")
        .filter({ hasText: "The workflow could not be deleted" })
        .locator(".."),
    unchanged: async (realm, subject) => {
      expect(await namesStored(realm)).toContain(subject.name);
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toast(page, `The workflow ${subject.name} was deleted.`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await namesStored(realm)).not.toContain(subject.name);
    },
  },
} satisfies Record<string, Action>;

export const workflowsFaultCases: [keyof typeof workflowsFaultActions, FaultName[]][] = [
  ["workflowsList", ["connection failed", "401 without body"]],
  ["workflowCreate", ["503 with message", "timeout"]],
  ["workflowDelete", ["offline", "401 with error"]],
];
