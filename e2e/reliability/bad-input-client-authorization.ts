import { openConsole } from "../support/fixtures";
import {
  createAuthorizationScope,
  createResource,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * A client's authorization services: creating a resource and an authorization scope. The resource
 * server holds a resource and a scope whose names are taken: the server refuses the resource's; a
 * scope's it would answer with the existing scope, so the form looks the name up first.
 */

const takenResource = "Held doc";
const takenScope = "held-scope";

async function seedServer(realm: string): Promise<string> {
  const id = await createResourceServer(realm, "bad-input-authz");
  await createAuthorizationScope(realm, id, takenScope);
  await createResource(realm, id, { name: takenResource });
  return id;
}

interface Stored {
  name?: string;
  displayName?: string;
  type?: string;
}

/** The one object of the list named exactly `name`, with the fields the rows touch. */
async function storedNamed(realm: string, id: string, list: "resource" | "scope", name: string) {
  const found = await readJson<Stored[]>(
    `${resourceServerPath(realm, id)}/${list}?exactName=true&name=${encodeURIComponent(name)}`,
  );
  const [stored] = found.filter((item) => item.name === name);
  return (
    stored && {
      Name: stored.name,
      "Display name": stored.displayName,
      ...(list === "resource" && { Type: stored.type }),
    }
  );
}

export const clientAuthorizationForms = {
  "create resource": {
    submit: "Create",
    good: () => ({ Name: "Good doc", "Display name": "A good doc", Type: "urn:good:doc" }),
    open: async (page, realm) => {
      const id = await seedServer(realm);
      await openConsole(page, `${realm}/clients/${id}/authorization/resource/new`);
      return { stored: () => storedNamed(realm, id, "resource", "Good doc") };
    },
  },
  "create authorization scope": {
    submit: "Create",
    good: () => ({ Name: "good-scope", "Display name": "A good scope" }),
    open: async (page, realm) => {
      const id = await seedServer(realm);
      await openConsole(page, `${realm}/clients/${id}/authorization/scope/new`);
      return { stored: () => storedNamed(realm, id, "scope", "good-scope") };
    },
  },
} satisfies Record<string, BadInputForm>;

const required = "This field is required.";
const tooLong = "Enter at most 255 characters.";

export const clientAuthorizationInputs: BadInput[] = [
  { form: "create resource", field: "Name", value: "", message: required, by: "console" },
  { form: "create resource", field: "Name", value: "   ", message: required, by: "console" },
  {
    form: "create resource",
    field: "Name",
    value: "r".repeat(256),
    message: tooLong,
    by: "console",
  },
  {
    form: "create resource",
    field: "Display name",
    value: "d".repeat(256),
    message: tooLong,
    by: "console",
  },
  {
    form: "create resource",
    field: "Name",
    value: takenResource,
    message: "Another resource of this client has this name.",
    by: "server",
  },
  {
    form: "create authorization scope",
    field: "Name",
    value: "",
    message: required,
    by: "console",
  },
  {
    form: "create authorization scope",
    field: "Name",
    value: "  ",
    message: required,
    by: "console",
  },
  {
    form: "create authorization scope",
    field: "Name",
    value: "s".repeat(256),
    message: tooLong,
    by: "console",
  },
  {
    form: "create authorization scope",
    field: "Name",
    value: takenScope,
    message: "Another authorization scope of this client has this name.",
    // The form looks the name up before it writes: refused with no write sent.
    by: "console",
  },
];
