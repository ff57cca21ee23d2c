import {
  seedOrganization,
  setOrganizationsEnabled,
  storedOrganization,
} from "../organizations/organization-seed";
import type { DraftForm } from "./draft-forms";

/** An organization's settings: its description is typed into. */
export const organizationsDraftForms: DraftForm[] = [
  {
    name: "organization settings",
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    seed: async (realm, index) => {
      await setOrganizationsEnabled(realm, true);
      const id = await seedOrganization(realm, {
        name: `drafted-${String(index)}`,
        description: "before",
      });
      return {
        route: `${realm}/organizations/${id}/settings`,
        stored: async () => (await storedOrganization(realm, id)).description,
      };
    },
  },
];
