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

/**
 * The configure dialog of a flow's step: the configuration's name is required and checked by the
 * console before anything is sent.
 */
export const flowEditorForms = {
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

const row = (value: string, message: string): BadInput => ({
  form: "flow step configuration",
  field: "Name of the configuration",
  value,
  message,
  by: "console",
});

export const flowEditorInputs: BadInput[] = [
  row("", "This field is required."),
  row("   ", "This field is required."),
  row("x".repeat(256), "Enter at most 255 characters."),
];
