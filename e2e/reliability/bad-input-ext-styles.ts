import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The realm's attributes, read back under the labels of the fields that save them. */
async function storedStyles(realm: string, fields: Record<string, string>) {
  const realmJson = (await (await adminFetch(`/${realm}`)).json()) as {
    attributes?: Record<string, string>;
  };
  const attributes = realmJson.attributes ?? {};
  if (Object.values(fields).every((attribute) => attributes[attribute] === undefined))
    return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([label, attribute]) => [label, attributes[attribute]]),
  );
}

const generalFields = { "Logo URL": "_providerConfig.assets.logo.url" };
const loginFields = {
  "Primary colour": "_providerConfig.assets.login.primaryColor",
  "Background colour": "_providerConfig.assets.login.backgroundColor",
};

/** The styles the Phase Two extensions read: image addresses and colours, kept as realm attributes. */
export const extStylesForms = {
  "styles general": {
    submit: "Save",
    good: () => ({ "Logo URL": "https://cdn.example.test/logo.png" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/ext-styles/general`);
      return { stored: () => storedStyles(realm, generalFields) };
    },
  },
  "styles login": {
    submit: "Save",
    good: () => ({ "Primary colour": "#0b5394", "Background colour": "#eef" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/ext-styles/login`);
      return { stored: () => storedStyles(realm, loginFields) };
    },
  },
} satisfies Record<string, BadInputForm>;

const colourMessage = "Enter a colour as #rgb or #rrggbb, such as #0066cc.";
const urlMessage = "Enter a full address starting with http:// or https://.";

/** What the styles refuse themselves: the themes would put these values into their CSS and markup. */
export const extStylesInputs: BadInput[] = [
  {
    form: "styles general",
    field: "Logo URL",
    value: "logo.png",
    message: urlMessage,
    by: "console",
  },
  {
    form: "styles general",
    field: "Logo URL",
    value: "javascript:alert(1)",
    message: urlMessage,
    by: "console",
  },
  ...["red", "#12g", "#1234", "0b5394", "#0b5394;}body{display:none"].map((value): BadInput => ({
    form: "styles login",
    field: "Primary colour",
    value,
    message: colourMessage,
    by: "console",
  })),
  {
    form: "styles login",
    field: "Background colour",
    value: "#ee",
    message: colourMessage,
    by: "console",
  },
];
