import { adminFetch } from "../../server/src/testing/admin-api";
import { deleteFromRow, remove } from "../support/faults";
import { json } from "../roles/roles-helpers";

const storedTexts = (realm: string) => json<Record<string, string>>(`/${realm}/localization/en`);

/** The realm's own texts: deleting one from the localization tab's overrides. */
export const realmTextsActions = {
  realmOverrideDelete: remove({
    name: "realm override",
    seed: async (realm, name) => {
      await adminFetch(`/${realm}/localization/en/${name}`, {
        method: "PUT",
        body: "Seeded text",
        headers: { "content-type": "text/plain" },
      });
      return name;
    },
    route: () => "realm-settings/localization",
    path: (subject) => `localization/en/${subject.name}$`,
    open: async (page, subject) => {
      await page.getByRole("tab", { name: "Realm overrides" }).click();
      await deleteFromRow(page, subject);
    },
    error: "The translations could not be deleted",
    done: () => "Translations deleted: 1",
    exists: async (realm, subject) => subject.name in (await storedTexts(realm)),
  }),
};
