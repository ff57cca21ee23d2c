import { openConsole } from "../support/fixtures";
import {
  createPolicy,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * A client's authorization policies. The server stores a blank name, a pattern that is no regular
 * expression and a time range that ends before it starts, so the console alone refuses those; a
 * name another policy or permission holds only the server can refuse, and its refusal lands on
 * the name.
 */

interface StoredPolicy {
  id: string;
  name: string;
  targetClaim?: string;
  pattern?: string;
  hour?: string;
  hourEnd?: string;
}

/** The policy of a type with a name, as its type's page of the admin API shows it. */
async function storedPolicy(realm: string, clientId: string, name: string) {
  const server = resourceServerPath(realm, clientId);
  const [found] = await readJson<StoredPolicy[]>(
    `${server}/policy?name=${encodeURIComponent(name)}&permission=false`,
  );
  if (found === undefined) return undefined;
  const type = name === "office hours" ? "time" : "regex";
  return readJson<StoredPolicy>(`${server}/policy/${type}/${found.id}`);
}

export const clientAuthorizationPolicyForms = {
  "regex policy": {
    submit: "Create",
    good: () => ({
      Name: "email rule",
      "Target claim": "email",
      "Regex pattern": "^a.*@x\\.test$",
    }),
    open: async (page, realm) => {
      const id = await createResourceServer(realm, "bad-input-regex");
      await createPolicy(realm, id, "user", { name: "taken" });
      await openConsole(page, `${realm}/clients/${id}/authorization/policy/new/regex`);
      return {
        stored: async () => {
          const stored = await storedPolicy(realm, id, "email rule");
          return (
            stored && {
              Name: stored.name,
              "Target claim": stored.targetClaim,
              "Regex pattern": stored.pattern,
            }
          );
        },
      };
    },
  },
  "time policy": {
    submit: "Create",
    good: () => ({ Name: "office hours", "Hour from": "8", "Hour to": "17" }),
    open: async (page, realm) => {
      const id = await createResourceServer(realm, "bad-input-time");
      await openConsole(page, `${realm}/clients/${id}/authorization/policy/new/time`);
      return {
        stored: async () => {
          const stored = await storedPolicy(realm, id, "office hours");
          return (
            stored && { Name: stored.name, "Hour from": stored.hour, "Hour to": stored.hourEnd }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

type PolicyFormName = keyof typeof clientAuthorizationPolicyForms;

const row = (
  form: PolicyFormName,
  field: string,
  value: string,
  message: string,
  by: BadInput["by"],
): BadInput => ({ form, field, value, message, by });

export const clientAuthorizationPolicyInputs: BadInput[] = [
  row("regex policy", "Name", "", "This field is required.", "console"),
  row("regex policy", "Name", "   ", "Enter a name.", "console"),
  row("regex policy", "Regex pattern", "[a-", "This is not a valid regular expression.", "console"),
  row(
    "regex policy",
    "Name",
    "taken",
    "Another policy or permission of this client already has this name.",
    "server",
  ),
  row("time policy", "Hour to", "7", "The end comes before the start.", "console"),
  row("time policy", "Hour to", "24", "Enter a number from 0 to 23.", "console"),
];
