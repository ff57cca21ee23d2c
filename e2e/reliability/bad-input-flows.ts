import { storedFlow } from "../authentication/flows-helpers";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The create flow form: the console refuses a missing, blank or too long name and a too long
 * description; only the server knows a name another flow has.
 */
export const flowsForms = {
  "create flow": {
    submit: "Create",
    good: () => ({ Name: "checked sign-in", Description: "Checked steps" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/authentication/flows/create`);
      return {
        stored: async () => {
          const stored = await storedFlow(realm, "checked sign-in");
          return stored && { Name: stored.alias, Description: stored.description };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string, by: BadInput["by"]): BadInput => ({
  form: "create flow",
  field,
  value,
  message,
  by,
});

export const flowsInputs: BadInput[] = [
  row("Name", "", "This field is required.", "console"),
  row("Name", "   ", "The name cannot be only spaces.", "console"),
  row("Name", "x".repeat(256), "Enter at most 255 characters.", "console"),
  row(
    "Description",
    "x".repeat(256),
    "The description can have at most 255 characters.",
    "console",
  ),
  row("Name", "browser", 'Another flow of this realm is already named "browser".', "server"),
];
