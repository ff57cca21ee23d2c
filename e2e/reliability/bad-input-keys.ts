import { openConsole } from "../support/fixtures";
import { seedKeyProvider, storedKeyProviders } from "../realm-settings/keys-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * A key provider's settings page: its name is checked by the console, its priority only by the
 * server, whose refusal names the setting and lands on its field.
 */
export const keysForms = {
  "key provider settings": {
    submit: "Save",
    good: () => ({ Name: "signing-hmac", Priority: "5" }),
    open: async (page, realm) => {
      const id = await seedKeyProvider(realm, "before", "hmac-generated", { priority: ["1"] });
      await openConsole(
        page,
        `${realm}/realm-settings/keys/providers/${id}/hmac-generated/settings`,
      );
      return {
        stored: async () => {
          const stored = (await storedKeyProviders(realm)).find((provider) => provider.id === id);
          return stored && { Name: stored.name, Priority: stored.config["priority"]?.[0] };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string, by: BadInput["by"]): BadInput => ({
  form: "key provider settings",
  field,
  value,
  message,
  by,
});

export const keysInputs: BadInput[] = [
  row("Name", "", "This field is required.", "console"),
  row("Name", "   ", "This field is required.", "console"),
  row("Name", "x".repeat(256), "Enter at most 255 characters.", "console"),
  row("Priority", "high", "Enter a number.", "server"),
];
