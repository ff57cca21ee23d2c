import type { Page } from "@playwright/test";
import { expect, storedWorkflows } from "../workflows/workflows-helpers";
import { createPageSurvivesSessionEnd } from "./create-page-session-end";

/**
 * Creating a workflow from YAML: a session that ends while the YAML is being written loses
 * nothing. After signing in again the page shows the typed text, and Create stores the workflow
 * once.
 */
const editor = (page: Page) => page.getByRole("textbox", { name: "Workflow YAML" });

createPageSurvivesSessionEnd("while writing a workflow", "writer", (realm, index) => {
  const name = `Drafted workflow ${String(index)}`;
  return {
    route: "workflows/new",
    button: "Create",
    first: editor,
    fill: (page) =>
      editor(page).fill(`name: ${name}\non: user-created\nsteps:\n  - uses: disable-user\n`),
    kept: (page) => expect(editor(page)).toContainText(`name: ${name}`),
    stored: async () => (await storedWorkflows(realm)).filter((w) => w.name === name).length,
    created: (page) => expect(page.getByText(`The workflow ${name} was created.`)).toBeVisible(),
  };
});
