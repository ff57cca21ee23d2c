import type { Locator, Page } from "@playwright/test";
import { seedFlowCopy, storedFlow, storedRealm } from "../authentication/flows-helpers";
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

const flowDialog = (page: Page) => page.getByRole("dialog");

/** Opens a seeded flow's row action, searched for so its row is on the first page. */
async function openRowAction(page: Page, realm: string, name: string, item: string) {
  await openConsole(page, `${realm}/authentication/flows?search=${name}`);
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

const flowEdit: Action = {
  name: "flows: edit a flow's description",
  prepare: async (page, realm) => {
    const name = unique("edited-flow");
    const id = await seedCopy(realm, name);
    await openRowAction(page, realm, name, "Edit name and description");
    return { id, name, typed: unique("described") };
  },
  target: (realm, subject) => target("PUT", realm, `authentication/flows/${subject.id}$`),
  act: async (page, subject) => {
    await flowDialog(page)
      .getByRole("textbox", { name: "Description" })
      .fill(subject.typed ?? "");
    await flowDialog(page).getByRole("button", { name: "Save", exact: true }).click();
  },
  failure: (page) =>
    flowDialog(page)
      .getByRole("heading")
      .filter({ hasText: "The flow could not be saved" })
      .locator(".."),
  kept: (page, subject) =>
    expect(flowDialog(page).getByRole("textbox", { name: "Description" })).toHaveValue(
      subject.typed ?? "",
    ),
  unchanged: async (realm, subject) => {
    expect((await storedFlow(realm, subject.name))?.description).not.toBe(subject.typed);
  },
  retry: async (page, subject) => {
    await flowDialog(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, `Flow ${subject.name} saved.`)).toBeVisible();
  },
  stored: async (realm, subject) => {
    expect((await storedFlow(realm, subject.name))?.description).toBe(subject.typed);
  },
};

const flowBind: Action = {
  name: "flows: bind a flow",
  prepare: async (page, realm) => {
    const name = unique("bound-flow");
    const id = await seedCopy(realm, name);
    await openRowAction(page, realm, name, "Bind flow");
    await flowDialog(page).getByRole("button", { name: "Binding" }).click();
    await page.getByRole("option", { name: "Registration flow" }).click();
    return { id, name };
  },
  target: (realm) => target("PUT", realm, "?$"),
  act: (page) => flowDialog(page).getByRole("button", { name: "Bind", exact: true }).click(),
  failure: (page) =>
    flowDialog(page)
      .getByRole("heading")
      .filter({ hasText: "The flow could not be bound" })
      .locator(".."),
  kept: (page) =>
    expect(flowDialog(page).getByRole("button", { name: "Binding" })).toContainText(
      "Registration flow",
    ),
  unchanged: async (realm, subject) => {
    expect((await storedRealm(realm))["registrationFlow"]).not.toBe(subject.name);
  },
  retry: async (page, subject) => {
    await flowDialog(page).getByRole("button", { name: "Bind", exact: true }).click();
    await expect(
      toast(page, `The realm now runs ${subject.name} as its Registration flow.`),
    ).toBeVisible();
  },
  stored: async (realm, subject) => {
    expect((await storedRealm(realm))["registrationFlow"]).toBe(subject.name);
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
  flowEdit,
  flowBind,
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
  ["flowsList", ["503 with message", "connection failed"]],
  ["flowCreate", ["500 with message", "offline"]],
  ["flowDuplicate", ["502 with error", "connection reset"]],
  ["flowEdit", ["offline", "401 with error"]],
  ["flowBind", ["500 with message", "connection failed"]],
  ["flowDelete", ["503 with message", "timeout"]],
];
