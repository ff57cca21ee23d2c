import { adminFetch } from "../../server/src/testing/admin-api";
import {
  createAdminPermission,
  createAdminPolicy,
  enableAdminPermissions,
  resourceServerPath,
} from "../permissions/admin-permissions-seed";
import { openConsole } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";
import { permissionNameRows } from "./bad-input-client-authorization-permissions";

/**
 * A saved admin permission's settings (fine-grained admin permissions, version 2). Another
 * permission, "Holder", holds the name the server refuses to give twice: permissions and policies
 * of the admin-permissions client share their names.
 */
export const permissionsForms = {
  "admin permission settings": {
    submit: "Save",
    good: () => ({ Name: "Helpdesk renamed", Description: "Renamed on purpose" }),
    open: async (page, realm) => {
      const client = await enableAdminPermissions(realm);
      const helpdesk = await createRealmAdmin(realm, "helpdesk", []);
      const policy = await createAdminPolicy(realm, client, "user", {
        name: "Helpdesk only",
        users: [helpdesk.id],
      });
      const permission = (name: string) =>
        createAdminPermission(realm, client, {
          name,
          resourceType: "Users",
          scopes: ["view"],
          policies: [policy],
        });
      await permission("Holder");
      const id = await permission("Helpdesk reads users");
      await openConsole(page, `${realm}/permissions/${client}/permission/${id}/Users`);
      return {
        stored: async () => {
          const response = await adminFetch(
            `${resourceServerPath(realm, client)}/permission/${id}`,
          );
          const stored = (await response.json()) as { name?: string; description?: string };
          return { Name: stored.name, Description: stored.description };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const form = "admin permission settings";

/** The name rows every permission form has, and a description too long. */
export const permissionsInputs: BadInput[] = [
  ...permissionNameRows(form),
  {
    form,
    field: "Description",
    value: "x".repeat(256),
    message: "Enter at most 255 characters.",
    by: "console",
  },
];
