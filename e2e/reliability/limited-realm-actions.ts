import { chooseRealmAction } from "../realm-settings/realm-actions-helpers";
import { expect } from "../roles/roles-helpers";
import type { PageAction } from "./limited-actions";

/**
 * The realm settings header's realm actions, offered only with manage-realm. A partial export
 * (without clients, groups or roles, which need further rights) stands for all three: it changes
 * nothing, so it can go through for every administrator who holds the right, while the server
 * refuses it, like the import and the deletion, to everyone else.
 */
export const partialExport: PageAction = {
  name: "export the realm",
  control: (page) => page.getByRole("button", { name: "Realm actions" }),
  request: () => ({ method: "POST", path: "/partial-export" }),
  press: async (page) => {
    await chooseRealmAction(page, "Partial export");
    const dialog = page.getByRole("dialog", { name: "Partial export" });
    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Export", exact: true }).click();
    await downloading;
    await expect(page.getByText(/The realm .+ was exported/)).toBeVisible();
  },
};
