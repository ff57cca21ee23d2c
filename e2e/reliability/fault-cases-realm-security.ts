import { save, type Action } from "../support/faults";
import { json } from "../groups/groups-helpers";

/**
 * The security defenses tab's save: a header typed in, the realm sent back whole. The realm's own
 * address is the realm itself, with nothing after it: the target says so.
 */
export const realmSecurityFaultActions: Record<"securityDefensesSave", Action> = {
  securityDefensesSave: {
    ...save({
      name: "realm settings security defenses tab",
      open: (realm) =>
        Promise.resolve({ id: realm, name: realm, route: "realm-settings/security-defenses" }),
      path: () => "",
      field: (page) => page.getByRole("textbox", { name: "X-Robots-Tag", exact: true }),
      saved: "Realm settings saved",
      error: "The realm settings could not be saved",
      read: (realm) => json(`/${realm}`),
    }),
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
  },
};
