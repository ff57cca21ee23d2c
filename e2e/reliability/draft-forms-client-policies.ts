import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { json } from "../roles/roles-helpers";
import type { DraftForm } from "./draft-forms";

interface Profile {
  name: string;
  description?: string;
}

const profilesOf = async (realm: string) =>
  (await json<{ profiles?: Profile[] }>(`/${realm}/client-policies/profiles`)).profiles ?? [];

/** A client profile's page: its description is typed into, kept in the realm's profiles. */
export const clientPoliciesDraftForms: DraftForm[] = [
  {
    name: "client profile",
    field: (page: Page) => page.getByRole("textbox", { name: "Description" }),
    seed: async (realm, index) => {
      const name = `drafted-${String(index)}`;
      // The server keeps the profiles as one list: add this one to what is there.
      const profiles = (await profilesOf(realm)).filter((profile) => profile.name !== name);
      await adminFetch(`/${realm}/client-policies/profiles`, {
        method: "PUT",
        body: JSON.stringify({
          profiles: [...profiles, { name, description: "before", executors: [] }],
        }),
      });
      return {
        route: `${realm}/realm-settings/client-policies/${name}/edit-profile`,
        stored: async () =>
          (await profilesOf(realm)).find((profile) => profile.name === name)?.description,
      };
    },
  },
];
