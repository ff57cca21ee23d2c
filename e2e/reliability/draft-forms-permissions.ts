import { adminFetch } from "../../server/src/testing/admin-api";
import {
  createAdminPermission,
  createAdminPolicy,
  enableAdminPermissions,
  resourceServerPath,
} from "../permissions/admin-permissions-seed";
import { createRealmAdmin } from "../support/users";
import type { DraftForm } from "./draft-forms";

/** A saved admin permission (fine-grained admin permissions, version 2): its description. */
export const permissionsDraftForms: DraftForm[] = [
  {
    name: "admin permission",
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    seed: async (realm, index) => {
      const client = await enableAdminPermissions(realm);
      const helpdesk = await createRealmAdmin(realm, `helpdesk-${String(index)}`, []);
      const policy = await createAdminPolicy(realm, client, "user", {
        name: `drafted-policy-${String(index)}`,
        users: [helpdesk.id],
      });
      const id = await createAdminPermission(realm, client, {
        name: `drafted-${String(index)}`,
        description: "before",
        resourceType: "Users",
        scopes: ["view"],
        policies: [policy],
      });
      return {
        route: `${realm}/permissions/${client}/permission/${id}/Users`,
        stored: async () =>
          (
            (await (
              await adminFetch(`${resourceServerPath(realm, client)}/permission/${id}`)
            ).json()) as { description?: string }
          ).description,
      };
    },
  },
];
