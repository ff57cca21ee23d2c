import { adminFetch } from "../../server/src/testing/admin-api";
import { json } from "../roles/roles-helpers";
import type { DraftForm } from "./draft-forms";

/** The realm settings' security defenses tab: a header is typed into, kept in the realm. */
export const realmSecurityDraftForms: DraftForm[] = [
  {
    name: "realm settings security defenses tab",
    field: (page) => page.getByRole("textbox", { name: "X-Robots-Tag", exact: true }),
    seed: async (realm) => {
      const current = await json<{ browserSecurityHeaders?: Record<string, string> }>(`/${realm}`);
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...current,
          browserSecurityHeaders: { ...current.browserSecurityHeaders, xRobotsTag: "before" },
        }),
      });
      return {
        route: `${realm}/realm-settings/security-defenses`,
        stored: async () =>
          (await json<{ browserSecurityHeaders?: Record<string, string> }>(`/${realm}`))
            .browserSecurityHeaders?.["xRobotsTag"],
      };
    },
  },
];
