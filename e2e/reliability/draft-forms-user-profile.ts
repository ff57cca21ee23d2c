import { seedProfile, storedProfile } from "../realm-settings/user-profile-helpers";
import type { DraftForm } from "./draft-forms";

/** The user profile's attribute page: an attribute's display name is typed into. */
export const userProfileDraftForms: DraftForm[] = [
  {
    name: "user profile attribute",
    field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
    seed: async (realm) => {
      await seedProfile(realm, (profile) => ({
        ...profile,
        attributes: profile.attributes.map((attribute) =>
          attribute.name === "lastName" ? { ...attribute, displayName: "before" } : attribute,
        ),
      }));
      return {
        route: `${realm}/realm-settings/user-profile/attributes/lastName/edit-attribute`,
        stored: async () =>
          (await storedProfile(realm)).attributes.find((attribute) => attribute.name === "lastName")
            ?.displayName,
      };
    },
  },
];
