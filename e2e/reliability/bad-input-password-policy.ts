import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The password policy: its number values are checked by the console, a regular expression only
 * by the server, whose refusal names the policy and lands on its field.
 */

const labels: Record<string, string> = {
  length: "Minimum Length",
  digits: "Digits",
  regexPattern: "Regular Expression",
};

export const passwordPolicyForms = {
  "password policy": {
    submit: "Save",
    good: () => ({ "Minimum Length": "12", Digits: "2", "Regular Expression": "[a-z]+.*" }),
    open: async (page, realm) => {
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ passwordPolicy: "length(8) and digits(1) and regexPattern(x)" }),
      });
      await openConsole(page, `${realm}/authentication/policies`);
      return {
        stored: async () => {
          const stored = (await (await adminFetch(`/${realm}`)).json()) as {
            passwordPolicy?: string;
          };
          return Object.fromEntries(
            (stored.passwordPolicy ?? "").split(" and ").map((part) => {
              const open = part.indexOf("(");
              return [labels[part.slice(0, open)] ?? part, part.slice(open + 1, -1)];
            }),
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string, by: BadInput["by"]): BadInput => ({
  form: "password policy",
  field,
  value,
  message,
  by,
});

export const passwordPolicyInputs: BadInput[] = [
  row("Minimum Length", "", "Enter a value.", "console"),
  row("Minimum Length", "twelve", "Enter a whole number.", "console"),
  row("Minimum Length", "1.5", "Enter a whole number.", "console"),
  row("Digits", "   ", "Enter a value.", "console"),
  row("Regular Expression", "(unclosed", "Not a valid regular expression", "server"),
];
