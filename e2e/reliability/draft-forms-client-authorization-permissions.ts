import { createResource, createResourceServer } from "../client-authorization/authorization-seed";
import {
  createDescribedPermission,
  storedPermission,
} from "../client-authorization/permission-helpers";
import type { DraftForm } from "./draft-forms";

/** A saved permission of a client's authorization services: its description is typed into. */
export const clientAuthorizationPermissionsDraftForms: DraftForm[] = [
  {
    name: "authorization permission",
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    seed: async (realm, index) => {
      const id = await createResourceServer(realm, `drafted-api-${String(index)}`);
      await createResource(realm, id, { name: "Drafted" });
      const permissionId = await createDescribedPermission(realm, id, {
        name: `drafted-${String(index)}`,
        description: "before",
        resources: ["Drafted"],
        policies: [],
      });
      return {
        route: `${realm}/clients/${id}/authorization/permission/resource/${permissionId}`,
        stored: async () => (await storedPermission(realm, id, permissionId))?.["description"],
      };
    },
  },
];
