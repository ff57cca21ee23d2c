import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import { json } from "../roles/roles-helpers";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The security defenses tab, with brute force detection on so its fields show: the realm's
 * defaults wait a minute at first, which the tab shows as 1 minute.
 */
export const realmSecurityForms = {
  "realm settings security defenses": {
    submit: "Save",
    good: () => ({ "Max login failures": "5", "Wait increment": "2" }),
    open: async (page, realm) => {
      const current = await json<Record<string, unknown>>(`/${realm}`);
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ ...current, bruteForceProtected: true, permanentLockout: false }),
      });
      await openConsole(page, `${realm}/realm-settings/security-defenses`);
      return {
        stored: async () => {
          const stored = await json<Record<string, number>>(`/${realm}`);
          return {
            "Max login failures": String(stored["failureFactor"]),
            "Wait increment": String((stored["waitIncrementSeconds"] ?? 0) / 60),
          };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;
