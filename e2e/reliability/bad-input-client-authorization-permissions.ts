import {
  createPermission,
  createResource,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import { storedPermission } from "../client-authorization/permission-helpers";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * A client's authorization permissions: creating a resource-based permission (started from a
 * resource, so the form needs only its texts) and a saved permission's settings. Another
 * permission, "Holder", holds the name the server refuses to give twice.
 */

const shown = (permission: Record<string, unknown> | undefined) =>
  permission && { Name: permission["name"], Description: permission["description"] };

async function seedServer(realm: string) {
  const id = await createResourceServer(realm, "guarded-api");
  const resourceId = await createResource(realm, id, { name: "Guarded" });
  await createPermission(realm, id, "resource", { name: "Holder", resources: ["Guarded"] });
  return { id, resourceId };
}

export const clientAuthorizationPermissionsForms = {
  "create authorization permission": {
    submit: "Create",
    good: () => ({ Name: "Guard everything", Description: "Who may use the guarded API" }),
    open: async (page, realm) => {
      const { id, resourceId } = await seedServer(realm);
      await openConsole(
        page,
        `${realm}/clients/${id}/authorization/permission/new/resource/${resourceId}`,
      );
      return {
        stored: async () =>
          shown(
            (
              await readJson<Record<string, unknown>[]>(
                `${resourceServerPath(realm, id)}/permission?name=Guard%20everything&first=0&max=1`,
              )
            )[0],
          ),
      };
    },
  },
  "authorization permission settings": {
    submit: "Save",
    good: () => ({ Name: "Guard renamed", Description: "Renamed on purpose" }),
    open: async (page, realm) => {
      const { id } = await seedServer(realm);
      const permissionId = await createPermission(realm, id, "resource", {
        name: "Before",
        resources: ["Guarded"],
      });
      await openConsole(
        page,
        `${realm}/clients/${id}/authorization/permission/resource/${permissionId}`,
      );
      return { stored: async () => shown(await storedPermission(realm, id, permissionId)) };
    },
  },
} satisfies Record<string, BadInputForm>;

/**
 * The name rows of a permission form, whichever resource server it belongs to: blank, only
 * spaces, too long, and taken (refused by the server).
 */
export const permissionNameRows = (form: BadInput["form"]): BadInput[] => [
  { form, field: "Name", value: "", message: "This field is required.", by: "console" },
  { form, field: "Name", value: "   ", message: "Enter a name.", by: "console" },
  {
    form,
    field: "Name",
    value: "x".repeat(256),
    message: "Enter at most 255 characters.",
    by: "console",
  },
  {
    form,
    field: "Name",
    value: "Holder",
    message: "Another policy or permission of this client already has this name.",
    by: "server",
  },
];

/** The name rows of both forms. */
export const clientAuthorizationPermissionsInputs: BadInput[] = [
  ...permissionNameRows("create authorization permission"),
  ...permissionNameRows("authorization permission settings"),
];
