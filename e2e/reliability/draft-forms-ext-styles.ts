import { adminFetch } from "../../server/src/testing/admin-api";
import type { DraftForm } from "./draft-forms";

const footerLine = "_providerConfig.assets.email.footer.line1";

/** The styles' e-mail tab: its first footer line, a realm attribute. */
export const extStylesDraftForms: DraftForm[] = [
  {
    name: "styles e-mail footer",
    field: (page) => page.getByRole("textbox", { name: "Footer line 1", exact: true }),
    seed: async (realm) => {
      const current = (await (await adminFetch(`/${realm}`)).json()) as {
        attributes?: Record<string, string>;
      };
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...current,
          attributes: { ...current.attributes, [footerLine]: "before" },
        }),
      });
      return {
        route: `${realm}/ext-styles/email`,
        stored: async () =>
          (
            (await (await adminFetch(`/${realm}`)).json()) as {
              attributes?: Record<string, string>;
            }
          ).attributes?.[footerLine],
      };
    },
  },
];
