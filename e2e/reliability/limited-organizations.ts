import { expect } from "../roles/roles-helpers";
import { seedOrganization, setOrganizationsEnabled } from "../organizations/organization-seed";
import { button, heading, rowMenuAction, saveDescription, type Ids } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

const limitedOrganizationName = "Limited-partner";

/**
 * Turns the realm's organizations on and seeds the organization every administrator's pages
 * open. With organizations on, the realm's sign-in asks for the username first.
 */
export async function seedLimitedOrganization(realm: string): Promise<Pick<Ids, "organization">> {
  await setOrganizationsEnabled(realm, true);
  return {
    organization: await seedOrganization(realm, {
      name: limitedOrganizationName,
      domains: [{ name: "limited-partner.test" }],
    }),
  };
}

/**
 * Organizations for limited administrators. The routes open the list with query-groups and the
 * rest with manage-users; the server shows organizations with view-organizations and changes them
 * with manage-organizations (manage-realm covers both), which the pages check besides.
 */
export const organizationsPages: BuiltPage[] = [
  {
    name: "organizations",
    heading: "Organizations",
    route: () => "organizations",
    access: ["query-groups"],
    navLink: "Organizations",
    // The console counts the organizations feature on only for manage-realm (the spec's rule).
    navAlsoNeeds: ["manage-realm"],
    actions: [
      rowMenuAction("delete an organization", {
        list: "organizations",
        heading: "Organizations",
        item: "Delete",
        prefix: "gone",
        seed: (realm, name) =>
          seedOrganization(realm, { name, domains: [{ name: `${name}.limited.test` }] }),
        request: (id) => ({ method: "DELETE", path: `/organizations/${id}` }),
        done: (name) => `Organization ${name} deleted`,
      }),
    ],
  },
  {
    name: "new organization",
    heading: "Create organization",
    route: () => "organizations/new",
    access: ["manage-users"],
    serverNeeds: ["manage-organizations"],
    actions: [
      {
        name: "create an organization",
        control: (page) => button(page, "Create"),
        request: (_ids, tag) => ({
          method: "POST",
          path: "/organizations",
          body: { name: `made-${tag}`, domains: [{ name: `made-${tag}.limited.test` }] },
        }),
        press: async (page, tag) => {
          await page.getByRole("textbox", { name: "Name" }).fill(`made-${tag}`);
          await page.getByRole("textbox", { name: "Domain 1" }).fill(`made-${tag}.limited.test`);
          await button(page, "Create").click();
          await expect(heading(page, `made-${tag}`)).toBeVisible();
        },
      },
    ],
  },
  {
    name: "organization settings",
    heading: limitedOrganizationName,
    route: (ids) => `organizations/${ids.organization}/settings`,
    access: ["manage-users"],
    objectNeeds: ["view-organizations", "manage-organizations", "manage-realm"],
    objectPath: (ids) => `/organizations/${ids.organization}`,
    actions: [
      {
        name: "save an organization",
        control: (page) => button(page, "Save"),
        request: (ids) => ({
          method: "PUT",
          path: `/organizations/${ids.organization}`,
          body: { name: limitedOrganizationName, domains: [{ name: "limited-partner.test" }] },
        }),
        press: saveDescription("Organization saved"),
      },
    ],
  },
];
