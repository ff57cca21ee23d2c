import { adminFetch } from "../../server/src/testing/admin-api";
import {
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import type { DraftForm } from "./draft-forms";

/** A resource of a client's resource server: its display name is typed into. */
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
];
