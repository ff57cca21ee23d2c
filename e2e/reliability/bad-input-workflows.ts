import { openConsole } from "../support/fixtures";
import { storedWorkflows } from "../workflows/workflows-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

const goodName = "Good flow";
/** The YAML the form saves in the end, written the way `stored` writes a stored workflow back. */
const yamlOf = (name: string, on: string, uses: string) =>
  `name: ${name}\non: ${on}\nsteps:\n  - uses: ${uses}\n`;

export const workflowsForms = {
  "create workflow": {
    submit: "Create",
    good: () => ({ "Workflow YAML": yamlOf(goodName, "user-created", "disable-user") }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/workflows/new`);
      return {
        stored: async () => {
          const stored = (await storedWorkflows(realm)).find((w) => w.name === goodName);
          return (
            stored && {
              "Workflow YAML": yamlOf(stored.name, stored.on ?? "", stored.steps?.[0]?.uses ?? ""),
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

/** Creating a workflow: an empty or blank text is refused here, an unknown step by the server. */
export const workflowsInputs: BadInput[] = [
  {
    form: "create workflow",
    field: "Workflow YAML",
    value: "",
    message: "Enter the workflow as YAML.",
    by: "console",
  },
  {
    form: "create workflow",
    field: "Workflow YAML",
    value: "   ",
    message: "Enter the workflow as YAML.",
    by: "console",
  },
  {
    form: "create workflow",
    field: "Workflow YAML",
    value: yamlOf("Unknown step", "user-created", "no-such-step"),
    message: "The workflow was not created: Could not find step provider: no-such-step",
    by: "server",
  },
];
