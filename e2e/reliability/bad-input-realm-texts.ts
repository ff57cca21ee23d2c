import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import { json } from "../roles/roles-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The dialog that adds one of the realm's own texts, on the localization tab's overrides. */
export const realmTextsForms = {
  "add realm override": {
    submit: "Add",
    good: () => ({ Key: "doLogIn", Text: "Come in" }),
    open: async (page, realm) => {
      // A key the locale already has, which the dialog sends to the list instead.
      await adminFetch(`/${realm}/localization/en`, {
        method: "POST",
        body: JSON.stringify({ takenKey: "Already here" }),
      });
      await openConsole(page, `${realm}/realm-settings/localization`);
      await page.getByRole("tab", { name: "Realm overrides" }).click();
      await page.getByRole("button", { name: "Add translation", exact: true }).click();
      return {
        stored: async () => {
          const texts = await json<Record<string, string>>(`/${realm}/localization/en`);
          return texts["doLogIn"] === undefined
            ? undefined
            : { Key: "doLogIn", Text: texts["doLogIn"] };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string): BadInput => ({
  form: "add realm override",
  field,
  value,
  message,
  by: "console",
});

/** What the dialog refuses itself, before anything is sent. */
export const realmTextsInputs: BadInput[] = [
  row("Key", "", "This field is required."),
  row("Key", "two words", "A key cannot contain spaces or slashes."),
  row("Key", "a/b", "A key cannot contain spaces or slashes."),
  row("Key", "x".repeat(256), "Enter at most 255 characters."),
  row("Key", "takenKey", "This locale already has a text for this key; change it in the list."),
  row("Text", "", "This field is required."),
];
