import { expect } from "../roles/roles-helpers";
import { button } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * Extensions > Styles for limited administrators: the route opens with query-clients, the realm's
 * attributes it edits need view-realm, and saving them needs manage-realm. Its navigation entry
 * shows only on servers with the extension, so it is not checked here.
 */
export const extStylesPages: BuiltPage[] = [
  {
    name: "extension styles",
    heading: "Styles",
    route: () => "ext-styles/general",
    access: ["query-clients"],
    serverNeeds: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "Logo URL", exact: true }),
    actions: [
      {
        name: "save the styles",
        control: (page) => button(page, "Save"),
        // A save sends the whole realm; an update of the realm is refused without manage-realm
        // whatever it holds, so the probe sends nothing that could change it.
        request: () => ({ method: "PUT", path: "", body: {} }),
        press: async (page, tag) => {
          await page
            .getByRole("textbox", { name: "Logo URL", exact: true })
            .fill(`https://cdn.example.test/${tag}.png`);
          await button(page, "Save").click();
          await expect(page.getByText("Styles saved").first()).toBeVisible();
        },
      },
    ],
  },
];
