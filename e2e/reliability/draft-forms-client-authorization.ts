import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import {
  createPolicy,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import type { DraftForm } from "./draft-forms";

/**
 * A client's authorization services: a resource, whose display name is typed into, and a role
 * policy, whose description is typed into (its role stays as seeded).
 */
export const clientAuthorizationDraftForms: DraftForm[] = [
  {
    name: "authorization resource",
    field: (page) => page.getByRole("textbox", { name: "Display name" }),
    seed: async (realm, index) => {
      const id = await createResourceServer(realm, `drafted-authz-${String(index)}`);
      const created = await adminFetch(`${resourceServerPath(realm, id)}/resource`, {
        method: "POST",
        body: JSON.stringify({ name: `drafted-${String(index)}`, displayName: "before" }),
      });
      const resource = ((await created.json()) as { _id: string })._id;
      return {
        route: `${realm}/clients/${id}/authorization/resource/${resource}`,
        stored: async () =>
          (
            await readJson<{ displayName?: string }>(
              `${resourceServerPath(realm, id)}/resource/${resource}`,
            )
          ).displayName,
      };
    },
  },
  {
    name: "role policy",
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    seed: async (realm, index) => {
      const clientId = await createResourceServer(realm, `drafts-authz-${String(index)}`);
      const roleName = `drafts-policy-role-${String(index)}`;
      // The server answers with the role's name, not its id, so the id is read back.
      await adminCreate(`/${realm}/roles`, { name: roleName });
      const role = await readJson<{ id: string }>(`/${realm}/roles/${roleName}`);
      const policyId = await createPolicy(realm, clientId, "role", {
        name: `drafted policy ${String(index)}`,
        description: "before",
        roles: [{ id: role.id, required: false }],
      });
      return {
        route: `${realm}/clients/${clientId}/authorization/policy/${policyId}/role`,
        stored: async () =>
          (
            await readJson<{ description?: string }>(
              `${resourceServerPath(realm, clientId)}/policy/role/${policyId}`,
            )
          ).description,
      };
    },
  },
];
