import type { Locator, Page } from "@playwright/test";
import { seedFlowCopy, storedFlow } from "../authentication/flows-helpers";
import { expect } from "../roles/roles-helpers";
import { type Action, listLoad, remove, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the authentication flows tab: loading the list, creating a flow on its page,
 * duplicating one in its dialog and deleting one. Flows are seeded as copies of the browser flow.
 */

const seedCopy = async (realm: string, name: string) =>
  (await seedFlowCopy(realm, "browser", name)).id;
const nameField = (scope: Page | Locator) => scope.getByRole("textbox", { name: "Name" });

const flowCreate: Action = {
  name: "flows: create a flow",
  prepare: async (page, realm) => {
    await openConsole(page, `${realm}/authentication/flows/create`);
    await expect(nameField(page)).toBeEditable();
    const name = unique("created-flow");
    return { id: name, name, typed: name };
  },
  target: (realm) => target("POST", realm, "authentication/flows$"),
  act: async (page, subject) => {
    await nameField(page).fill(subject.name);
    await page.getByRole("button", { name: "Create", exact: true }).click();
  },
  failure: (page) => toast(page, "Could not create the flow"),
  kept: (page, subject) => expect(nameField(page)).toHaveValue(subject.name),
  unchanged: async (realm, subject) => {
    expect(await storedFlow(realm, subject.name)).toBeUndefined();
  },
  retry: async (page, subject) => {
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(toast(page, `Flow ${subject.name} created.`)).toBeVisible();
  },
  stored: async (realm, subject) => {
    expect(await storedFlow(realm, subject.name)).toBeDefined();
  },
};

const duplicateDialog = (page: Page) => page.getByRole("dialog");

const flowDuplicate: Action = {
  name: "flows: duplicate a flow",
  prepare: async (page, realm) => {
    const name = unique("original-flow");
    await seedCopy(realm, name);
    await openConsole(page, `${realm}/authentication/flows?search=${name}`);
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    return { id: name, name, typed: unique("twin-flow") };
  },
  target: (realm, subject) =>
    target("POST", realm, `authentication/flows/${encodeURIComponent(subject.name)}/copy$`),
  act: async (page, subject) => {
    await nameField(duplicateDialog(page)).fill(subject.typed ?? "");
    await duplicateDialog(page).getByRole("button", { name: "Duplicate", exact: true }).click();
  },
  failure: (page) =>
    duplicateDialog(page)
      .getByRole("heading")
      .filter({ hasText: "The flow could not be duplicated" })
      .locator(".."),
  kept: (page, subject) =>
    expect(nameField(duplicateDialog(page))).toHaveValue(subject.typed ?? ""),
  unchanged: async (realm, subject) => {
    expect(await storedFlow(realm, subject.typed ?? "")).toBeUndefined();
  },
  retry: async (page, subject) => {
    await duplicateDialog(page).getByRole("button", { name: "Duplicate", exact: true }).click();
    await expect(toast(page, `Flow ${subject.typed ?? ""} created as a copy.`)).toBeVisible();
  },
  stored: async (realm, subject) => {
    expect(await storedFlow(realm, subject.typed ?? "")).toBeDefined();
  },
};

export const flowsActions = {
  flowsList: listLoad(
    "flow list",
    "authentication/flows",
    "ui-ext/authentication-management/flows$",
    seedCopy,
  ),
  flowCreate,
  flowDuplicate,
  flowDelete: remove({
    name: "flow",
    seed: seedCopy,
    route: (name) => `authentication/flows?search=${name}`,
    path: (subject) => `authentication/flows/${subject.id}$`,
    open: async (page, subject) => {
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      // The dialog checks where the flow is used before it offers the delete.
      await expect(
        page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }),
      ).toBeVisible();
    },
    error: "The flow could not be deleted",
    done: (subject) => `Flow ${subject.name} deleted.`,
    exists: async (realm, subject) => (await storedFlow(realm, subject.name)) !== undefined,
  }),
} satisfies Record<string, Action>;

type FlowsAction = keyof typeof flowsActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const flowsFaultCases: [FlowsAction, FaultName[]][] = [
  ["flowsList", ["503 with message", "connection failed", "401 with error"]],
  ["flowCreate", ["500 with message", "timeout", "offline"]],
  ["flowDuplicate", ["502 with error", "connection reset", "401 without body"]],
  ["flowDelete", ["500 without body", "503 with message", "timeout"]],
];
