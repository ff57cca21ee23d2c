import { openConsole } from "../support/fixtures";
import { json } from "../roles/roles-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** Creating a client profile: its name, read back from the realm's profiles once created. */
export const clientPoliciesForms = {
  "create client profile": {
    submit: "Create",
    good: () => ({ Name: "strict-clients" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/client-policies/profiles/add-profile`);
      return {
        stored: async () => {
          const { profiles = [] } = await json<{ profiles?: { name: string }[] }>(
            `/${realm}/client-policies/profiles`,
          );
          const created = profiles.find((profile) => profile.name === "strict-clients");
          return created === undefined ? undefined : { Name: created.name };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (value: string, message: string | RegExp): BadInput => ({
  form: "create client profile",
  field: "Name",
  value,
  message,
  by: "console",
});

/**
 * What the create form refuses itself: a missing or blank name, one longer than the server keeps,
 * and the name of a global profile every realm has.
 */
export const clientPoliciesInputs: BadInput[] = [
  row("", "This field is required."),
  row("   ", "This field is required."),
  row("x".repeat(256), "Enter at most 255 characters."),
  row("fapi-1-baseline", /already exists/),
];
