import type { FormName } from "./bad-input-forms";
import { quickThemeInputs } from "./bad-input-quick-theme";
import { keysInputs } from "./bad-input-keys";
import { clientAuthorizationPolicyInputs } from "./bad-input-client-authorization-policies";
import { sectionInputs } from "./bad-input-sections";
import { authenticationInputs } from "./bad-input-authentication";
import { clientPoliciesInputs } from "./bad-input-client-policies";
import { userProfileInputs } from "./bad-input-user-profile";
import { realmTextsInputs } from "./bad-input-realm-texts";

/** Longer than the 255 characters the server's columns hold for names and descriptions. */
const tooLong = "x".repeat(256);
/** The console's message for a value over that limit (a bare `maxLength: storedTextLimit`). */
const tooLongMessage = "Enter at most 255 characters.";
const required = "This field is required.";
const blankName = "The name cannot be only spaces.";

/** Who refuses the value: the console before sending, or the server, which alone can judge it. */
export type RefusedBy = "console" | "server";

/** One bad value in one field of one form, and the message that must show at that field. */
export interface BadInput {
  form: FormName;
  /** The field's accessible name (a textbox). */
  field: string;
  /** The bad value; a function for values only the seeded realm knows (its own name). */
  value: string | ((realm: string) => string);
  message: string | RegExp;
  by: RefusedBy;
}

type Row = [field: string, value: BadInput["value"], message: string | RegExp];

/** The rows of one form refused by one side, written as `[field, bad value, message]`. */
const refused = (form: FormName, by: RefusedBy, rows: Row[]): BadInput[] =>
  rows.map(([field, value, message]) => ({ form, field, value, message, by }));

const roleDescription = "The description can be at most 255 characters long.";
const scopeDescription = "Use at most 255 characters.";
const jwksMessage = "Enter a full http or https address, for example https://app.example.com/jwks.";

/** The cases: every row is one bad value in one field, refused with its message at that field. */
export const badInputs: BadInput[] = [
  ...refused("add user", "console", [
    ["Username", "", required],
    ["Username", "ab", "Enter at least 3 characters."],
    ["E-mail", "grace at home", "Enter a valid e-mail address."],
    ["First name", tooLong, tooLongMessage],
  ]),
  ...refused("add user", "server", [["Username", "taken-name", "This username is already taken."]]),
  ...refused("user details", "console", [
    ["E-mail", "ada@@example.test", "Enter a valid e-mail address."],
    ["Last name", tooLong, tooLongMessage],
  ]),
  ...refused("user details", "server", [
    ["E-mail", "taken@example.test", "This e-mail address is already used by another user."],
  ]),
  ...refused("new realm role", "console", [
    ["Role name", "   ", blankName],
    ["Role name", tooLong, tooLongMessage],
    ["Description", tooLong, roleDescription],
  ]),
  ...refused("new realm role", "server", [
    ["Role name", "taken-role", /A role named taken-role already exists in this realm/],
  ]),
  ...refused("realm role settings", "console", [["Description", tooLong, roleDescription]]),
  ...refused("new client role", "console", [
    ["Role name", "", required],
    ["Role name", tooLong, tooLongMessage],
  ]),
  ...refused("new client role", "server", [
    ["Role name", "taken-role", /A role named taken-role already exists in this client/],
  ]),
  ...refused("new client scope", "console", [
    ["Name", "my scope", /Use printable characters without spaces/],
    ["Name", tooLong, tooLongMessage],
    ["Description", tooLong, scopeDescription],
  ]),
  ...refused("new client scope", "server", [
    ["Name", "taken-scope", "A client scope with this name already exists."],
  ]),
  ...refused("client scope settings", "console", [["Description", tooLong, scopeDescription]]),
  ...refused("realm settings general", "console", [
    ["Display name", tooLong, tooLongMessage],
    ["Frontend URL", "id.example.test", "Enter a full address starting with http:// or https://."],
    ["Frontend URL", "javascript:alert(1)", /starting with http:\/\/ or https:\/\//],
  ]),
  ...refused("realm settings sessions", "console", [
    ["SSO session idle", "", required],
    [
      "Client session idle",
      "600",
      "A client session cannot stay idle longer than the SSO session idle.",
    ],
  ]),
  ...refused("realm settings e-mail", "console", [
    ["From", "", required],
    ["From", "noreply at example", "Enter an e-mail address such as noreply@example.com."],
    ["Host", "", required],
    ["Port", "70000", "Enter a port number from 1 to 65535."],
  ]),
  ...refused("realm settings security defenses", "console", [["Wait increment", "", required]]),
  ...refused("realm settings e-mail", "server", [
    ["From", "jörg@example.test", /The server does not accept this sender address/],
  ]),
  ...refused("create client", "console", [
    ["Client ID", "  ", "The client ID cannot be only spaces."],
    ["Client ID", tooLong, tooLongMessage],
    ["Name", tooLong, tooLongMessage],
    ["Description", tooLong, tooLongMessage],
  ]),
  ...refused("client settings", "console", [
    ["Client ID", "", required],
    ["Name", tooLong, tooLongMessage],
    ["Valid redirect URIs, value 1", "javascript:alert(1)", /"javascript:" or "data:" are not/],
  ]),
  ...refused("client settings", "server", [
    ["Root URL", "portal dot example", "This is not a valid address."],
    ["Client ID", "taken-client", "Another client of this realm already has this client ID."],
  ]),
  ...refused("new protocol mapper", "console", [
    ["Name", " ", blankName],
    ["Name", tooLong, tooLongMessage],
  ]),
  ...refused("new protocol mapper", "server", [
    ["Name", "taken-mapper", "A mapper with this name already exists here. Choose another name."],
  ]),
  ...refused("create group", "console", [
    ["Name", "   ", blankName],
    ["Name", tooLong, tooLongMessage],
    ["Description", tooLong, tooLongMessage],
  ]),
  ...refused("create group", "server", [
    ["Name", "taken-group", /There is already a group named taken-group/],
  ]),
  ...refused("group attributes", "console", [
    ["Key 1", tooLong, "Key 1 is longer than the 255 characters the server stores."],
    ["Value 1", tooLong, "Value 1 is longer than the 255 characters the server stores."],
  ]),
  ...refused("realm role attributes", "console", [
    ["Key 1", tooLong, "Key 1 is longer than the 255 characters the server stores."],
    ["Value 1", tooLong, "Value 1 is longer than the 255 characters the server stores."],
  ]),
  ...refused("new registration policy", "console", [
    ["Name", "  ", required],
    ["Name", tooLong, tooLongMessage],
  ]),
  // The server alone knows the setting is a number; it names it by its label, in English.
  ...refused("new registration policy", "server", [
    ["Maximum number of clients", "many", "Enter a number."],
  ]),
  ...refused("new initial access token", "console", [
    ["Count", "0", "Enter 1 or more."],
    ["Count", "1.5", "Enter a whole number."],
  ]),
  ...refused("reset password", "console", [
    ["Password", "", required],
    ["Password confirmation", "Fresh-pass-43", "The passwords do not match."],
  ]),
  ...refused("new item of a server-provided page", "console", [
    ["Name", "", required],
    ["Name", tooLong, tooLongMessage],
    ["Subject", "", required],
  ]),
  // The provider's own check, in its own words: they open with the setting's label.
  ...refused("new item of a server-provided page", "server", [
    ["Days before", "400", "Days before must be between 0 and 365."],
  ]),
  ...refused("create realm", "console", [
    ["Realm name", "my realm", /A realm name cannot contain spaces/],
    // The server's own limit, below the usual 255: a longer name fails in its database.
    ["Realm name", "r".repeat(238), "Enter at most 237 characters."],
  ]),
  ...refused("create realm", "server", [
    ["Realm name", (realm) => realm, /already exists on this server/],
  ]),
  ...refused("rename group", "console", [
    ["Name", "   ", blankName],
    ["Name", tooLong, tooLongMessage],
  ]),
  ...refused("rename group", "server", [
    ["Name", "taken-group", /There is already a group named taken-group/],
  ]),
  ...refused("client keys", "console", [
    ["JWKS URL", "ftp://keys.example.test/jwks", jwksMessage],
    ["JWKS URL", "keys.example.test/jwks", jwksMessage],
  ]),
  ...refused("user attributes", "console", [
    ["Name 1", tooLong, "Name 1 is longer than the 255 characters the server stores."],
    ["Value 1", "v".repeat(2049), "Value 1 is longer than the 2048 characters the server stores."],
  ]),
  ...refused("client X.509 credentials", "console", [
    ["Subject DN", "", required],
    ["Subject DN", "   ", "Enter the subject DN; spaces alone are not a name."],
  ]),
  ...refused("register cluster node", "console", [
    ["Node host", "", required],
    ["Node host", "   ", required],
  ]),
  ...realmTextsInputs,
  ...quickThemeInputs,
  ...keysInputs,
  ...clientAuthorizationPolicyInputs,
  ...sectionInputs,
  ...authenticationInputs,
  ...clientPoliciesInputs,
  ...userProfileInputs,
];
