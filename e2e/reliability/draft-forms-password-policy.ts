import { adminFetch } from "../../server/src/testing/admin-api";
import type { DraftForm } from "./draft-forms";

/**
 * The password policy form: a regular expression policy's value is typed into. Its value is
 * read back from the realm's policy string, where it sits between the type's parentheses.
 */
export const passwordPolicyDraftForms: DraftForm[] = [
  {
    name: "password policy",
    field: (page) => page.getByRole("textbox", { name: "Regular Expression" }),
    seed: async (realm) => {
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ passwordPolicy: "regexPattern(before)" }),
      });
      return {
        route: `${realm}/authentication/policies`,
        stored: async () => {
          const stored = (await (await adminFetch(`/${realm}`)).json()) as {
            passwordPolicy?: string;
          };
          return /^regexPattern\((.*)\)$/.exec(stored.passwordPolicy ?? "")?.[1];
        },
      };
    },
  },
];
