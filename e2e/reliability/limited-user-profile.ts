import type { BuiltPage } from "./limited-pages";

/**
 * The user profile's pages, as limited administrators open them: its tabs and a new group with
 * view-realm, the attribute pages with manage-realm.
 */
export const userProfilePages: BuiltPage[] = [
  {
    name: "user profile attributes",
    heading: "Realm settings",
    route: () => "realm-settings/user-profile/attributes",
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "User profile attributes" }),
  },
  {
    name: "user profile attributes groups",
    heading: "Realm settings",
    route: () => "realm-settings/user-profile/attributes-group",
    access: ["view-realm"],
  },
  {
    name: "user profile JSON editor",
    heading: "Realm settings",
    route: () => "realm-settings/user-profile/json-editor",
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "User profile configuration" }),
  },
  {
    name: "new attributes group",
    heading: "Create attributes group",
    route: () => "realm-settings/user-profile/attributesGroup/new",
    access: ["view-realm"],
  },
  {
    name: "add attribute",
    heading: "Create attribute",
    route: () => "realm-settings/user-profile/attributes/add-attribute",
    access: ["manage-realm"],
  },
  {
    name: "edit attribute",
    heading: "Edit attribute firstName",
    route: () => "realm-settings/user-profile/attributes/firstName/edit-attribute",
    access: ["manage-realm"],
  },
];
