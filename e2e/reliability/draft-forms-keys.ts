import { seedKeyProvider, storedKeyProviders } from "../realm-settings/keys-helpers";
import type { DraftForm } from "./draft-forms";

/** A key provider's settings page: its name is typed into (providers may share names). */
export const keysDraftForms: DraftForm[] = [
  {
    name: "key provider settings",
    field: (page) => page.getByRole("textbox", { name: "Name", exact: true }),
    seed: async (realm) => {
      const id = await seedKeyProvider(realm, "before", "hmac-generated", { priority: ["1"] });
      return {
        route: `${realm}/realm-settings/keys/providers/${id}/hmac-generated/settings`,
        stored: async () =>
          (await storedKeyProviders(realm)).find((provider) => provider.id === id)?.name,
      };
    },
  },
];
