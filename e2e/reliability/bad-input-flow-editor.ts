import { openConsole } from "../support/fixtures";
import {
  adminClient,
  copyBrowserFlow,
  flowRoute,
  rowAction,
  storedExecutions,
} from "../authentication/flow-editor-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

const configured = "Identity Provider Redirector";
/** The copy the sub-flow dialog adds to: its own forms sub-flow holds a name the server refuses. */
const subFlowCopy = "bad-input-copy";

/**
 * The flow editor's dialogs: the configure dialog's name is required and checked by the console
 * before anything is sent; a sub-flow's name too, and only the server knows one in use.
 */
export const flowEditorForms = {
  "new sub-flow": {
    submit: "Add",
    good: () => ({ Name: "second factor", Description: "Asks for a second factor" }),
    open: async (page, realm) => {
      const flow = await copyBrowserFlow(realm, subFlowCopy, { exact: true });
      await openConsole(page, flowRoute(realm, flow.id));
      await page.getByRole("button", { name: "Add sub-flow" }).click();
      return {
        stored: async () => {
          const added = (await storedExecutions(realm, flow.alias)).find(
            (execution) => execution.displayName === "second factor",
          );
          return added && { Name: added.displayName, Description: added.description };
        },
      };
    },
  },
  "flow step configuration": {
    submit: "Save",
    good: () => ({ "Name of the configuration": "redirect-settings" }),
    open: async (page, realm) => {
      const flow = await copyBrowserFlow(realm, "bad-input");
      await openConsole(page, flowRoute(realm, flow.id));
      await rowAction(page, configured, "Configure");
      return {
        stored: async () => {
          const step = (await storedExecutions(realm, flow.alias)).find(
            (execution) => execution.displayName === configured,
          );
          if (step?.authenticationConfig === undefined) return undefined;
          const client = await adminClient();
          const config = await client.authenticationManagement.getConfig({
            realm,
            id: step.authenticationConfig,
          });
          return { "Name of the configuration": config.alias };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const subFlowRow = (value: string, message: string, by: BadInput["by"]): BadInput => ({
  form: "new sub-flow",
  field: "Name",
  value,
  message,
  by,
});

const row = (value: string, message: string): BadInput => ({
  form: "flow step configuration",
  field: "Name of the configuration",
  value,
  message,
  by: "console",
});

export const flowEditorInputs: BadInput[] = [
  subFlowRow("", "This field is required.", "console"),
  subFlowRow("   ", "This field is required.", "console"),
  subFlowRow("x".repeat(256), "Enter at most 255 characters.", "console"),
  subFlowRow(`${subFlowCopy} forms`, "A flow with this name exists already", "server"),
  row("", "This field is required."),
  row("   ", "This field is required."),
  row("x".repeat(256), "Enter at most 255 characters."),
];
