import { save, type Action } from "../support/faults";
import { storedProfile } from "../realm-settings/user-profile-helpers";

/**
 * The user profile attribute page's save: a display name typed in, the whole configuration sent
 * back to the profile's own address.
 */
export const userProfileFaultActions: Record<"attributeSave", Action> = {
  attributeSave: {
    ...save({
      name: "user profile attribute",
      open: () =>
        Promise.resolve({
          id: "lastName",
          name: "lastName",
          route: "realm-settings/user-profile/attributes/lastName/edit-attribute",
        }),
      path: () => "/users/profile",
      field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
      saved: "Attribute lastName saved",
      error: "The attribute could not be saved",
      read: (realm) => storedProfile(realm),
    }),
    target: (realm) => ({
      method: "PUT",
      url: new RegExp(`/admin/realms/${realm}/users/profile$`),
    }),
  },
};
