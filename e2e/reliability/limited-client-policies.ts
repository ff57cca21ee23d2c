import { expect } from "../roles/roles-helpers";
import { button } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The client policies tab and a client profile's page, as limited administrators open them. The
 * profile is the server's global FAPI 1 baseline, which every realm shows and none can change.
 */
export const clientPoliciesPages: BuiltPage[] = [
  {
    name: "realm client profiles",
    heading: "Realm settings",
    route: () => "realm-settings/client-policies/profiles",
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "Client profiles" }),
    actions: [
      {
        name: "create a client profile",
        control: (page) =>
          page.getByRole("link", { name: "Create client profile", exact: true }).first(),
        // The server replaces the realm's whole list: an empty one is the smallest change.
        request: () => ({
          method: "PUT",
          path: "/client-policies/profiles",
          body: { profiles: [] },
        }),
        press: async (page, tag) => {
          await page
            .getByRole("link", { name: "Create client profile", exact: true })
            .first()
            .click();
          await page.getByRole("textbox", { name: /^Name/ }).fill(`probe-${tag}`);
          await button(page, "Create").click();
          await expect(page.getByText("Client profile created")).toBeVisible();
        },
      },
    ],
  },
  {
    name: "realm client policies",
    heading: "Realm settings",
    route: () => "realm-settings/client-policies/policies",
    access: ["view-realm"],
    // A new realm has no policies of its own, and the server may have no global ones.
    shown: (page) =>
      page
        .getByRole("grid", { name: "Client policies" })
        .or(page.getByRole("heading", { name: "No client policies" })),
  },
  {
    name: "global client profile",
    heading: "fapi-1-baseline",
    route: () => "realm-settings/client-policies/fapi-1-baseline/edit-profile",
    access: ["view-realm", "view-users"],
    shown: (page) => page.getByRole("grid", { name: "Executors of the client profile" }),
  },
];
