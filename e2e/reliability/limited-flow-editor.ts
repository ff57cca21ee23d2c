import { expect } from "../roles/roles-helpers";
import { copyBrowserFlow, stepRow } from "../authentication/flow-editor-helpers";
import type { PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The flow editor for limited administrators. Each administrator gets a copy of the browser flow,
 * seeded by the page's action before the pages open; the page's address names the latest copy.
 * The page's own request (the flow) needs view-realm on the server besides the spec's
 * view-authorization; changing a step needs manage-realm.
 */

const copies = new Map<string, string>();
let latest = "";

const requirementOfKerberos = (page: Parameters<PageAction["control"]>[0]) =>
  stepRow(page, "Kerberos").getByRole("button", { name: /^Requirement of Kerberos/ });

const changeRequirement: PageAction = {
  name: "change a step's requirement",
  control: requirementOfKerberos,
  seed: async (realm, tag) => {
    const flow = await copyBrowserFlow(realm, `limited-${tag}`);
    copies.set(flow.id, flow.alias);
    latest = flow.id;
    return flow.id;
  },
  request: (_ids, _tag, seeded) => ({
    method: "PUT",
    path: `/authentication/flows/${encodeURIComponent(copies.get(seeded) ?? "")}/executions`,
    body: { requirement: "REQUIRED" },
  }),
  press: async (page) => {
    await requirementOfKerberos(page).click();
    await page.getByRole("option", { name: "Required" }).click();
    await expect(page.getByText("The requirement of Kerberos is now Required")).toBeVisible();
  },
};

export const flowEditorPages: BuiltPage[] = [
  {
    name: "authentication flow",
    heading: /^limited-/,
    route: () => `authentication/${latest}/notInUse`,
    access: ["view-authorization"],
    objectNeeds: "view-realm",
    objectPath: () => `/authentication/flows/${latest}`,
    shown: (page) => page.getByRole("grid", { name: "Steps of the flow" }),
    actions: [changeRequirement],
  },
];
