import type { BuiltPage } from "./limited-page";

/**
 * The workflows pages. The spec opens the list with view-realm and the create page with
 * manage-realm, but the server answers every workflow request with 403 unless the administrator
 * holds realm-admin itself (view-realm and manage-realm together are refused too). So each page
 * asks nothing without realm-admin and names it, and the navigation leaves the section out. No
 * set of rights here holds realm-admin, whose every page a full administrator's tests open.
 */
export const workflowsPages: BuiltPage[] = [
  {
    name: "workflows",
    heading: "Workflows",
    route: () => "workflows",
    access: ["view-realm"],
    navLink: "Workflows",
    navAlsoNeeds: ["realm-admin"],
    serverNeeds: ["realm-admin"],
  },
  {
    name: "new workflow",
    heading: "Create workflow",
    route: () => "workflows/new",
    access: ["manage-realm"],
    serverNeeds: ["realm-admin"],
  },
];
