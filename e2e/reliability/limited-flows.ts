import { seedFlowCopy } from "../authentication/flows-helpers";
import { expect } from "../roles/roles-helpers";
import { button, heading, rowMenuAction, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The authentication page's flows tab and the create flow page for limited administrators: the
 * page needs view-realm, view-identity-providers and view-clients; creating, duplicating and
 * deleting flows need manage-realm on the server (and the create page manage-authorization).
 */

const flowsRoute = "authentication/flows";

const createFlow: PageAction = {
  name: "create a flow",
  control: (page) => button(page, "Create flow").first(),
  request: (_ids, tag) => ({
    method: "POST",
    path: "/authentication/flows",
    body: { alias: `probe-${tag}`, providerId: "basic-flow", topLevel: true, builtIn: false },
  }),
  press: async (page, tag) => {
    await button(page, "Create flow").first().click();
    await expect(heading(page, "Create flow")).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill(`made-${tag}`);
    await button(page, "Create").click();
    await expect(page.getByText(`Flow made-${tag} created.`)).toBeVisible();
  },
};

const duplicateFlow = rowMenuAction("duplicate a flow", {
  list: flowsRoute,
  heading: "Authentication",
  item: "Duplicate",
  prefix: "twin",
  seed: async (realm, name) => (await seedFlowCopy(realm, "browser", name)).id,
  request: (_id, name) => ({
    method: "POST",
    path: `/authentication/flows/${encodeURIComponent(name)}/copy`,
    body: { newName: `probe-of-${name}` },
  }),
  done: (name) => `Flow Copy of ${name} created as a copy.`,
});

const deleteFlow = rowMenuAction("delete a flow", {
  list: flowsRoute,
  heading: "Authentication",
  item: "Delete",
  prefix: "gone",
  seed: async (realm, name) => (await seedFlowCopy(realm, "browser", name)).id,
  request: (id) => ({ method: "DELETE", path: `/authentication/flows/${id}` }),
  done: (name) => `Flow ${name} deleted.`,
});

export const flowsPages: BuiltPage[] = [
  {
    name: "authentication flows",
    heading: "Authentication",
    route: () => flowsRoute,
    access: ["view-realm", "view-identity-providers", "view-clients"],
    navLink: "Authentication",
    shown: (page) => page.getByRole("grid", { name: "Authentication flows" }),
    actions: [createFlow, duplicateFlow, deleteFlow],
  },
  {
    name: "create flow",
    heading: "Create flow",
    route: () => `${flowsRoute}/create`,
    access: ["manage-authorization"],
  },
];
