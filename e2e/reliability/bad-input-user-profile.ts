import { storedProfile } from "../realm-settings/user-profile-helpers";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The user profile's create forms: an attribute and an attributes group, read back by name. */
export const userProfileForms = {
  "add attribute": {
    submit: "Create",
    good: () => ({ "Attribute name": "nickname" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/user-profile/attributes/add-attribute`);
      return {
        stored: async () => {
          const found = (await storedProfile(realm)).attributes.find(
            (attribute) => attribute.name === "nickname",
          );
          return found === undefined ? undefined : { "Attribute name": found.name };
        },
      };
    },
  },
  "add attributes group": {
    submit: "Create",
    good: () => ({ Name: "address" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/user-profile/attributesGroup/new`);
      return {
        stored: async () => {
          const found = (await storedProfile(realm)).groups?.find(
            (group) => group.name === "address",
          );
          return found === undefined ? undefined : { Name: found.name };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const nameMessage = "Use only letters, digits, and the characters - _ .";

/** What the user profile's forms refuse themselves, before anything is sent. */
export const userProfileInputs: BadInput[] = [
  ...(
    [
      ["", "This field is required."],
      ["nick name", nameMessage],
      ["<b>nick</b>", nameMessage],
      ["email", "An attribute with this name already exists."],
    ] as const
  ).map(([value, message]): BadInput => ({
    form: "add attribute",
    field: "Attribute name",
    value,
    message,
    by: "console",
  })),
  ...(
    [
      ["", "This field is required."],
      ["home address", nameMessage],
    ] as const
  ).map(([value, message]): BadInput => ({
    form: "add attributes group",
    field: "Name",
    value,
    message,
    by: "console",
  })),
];
