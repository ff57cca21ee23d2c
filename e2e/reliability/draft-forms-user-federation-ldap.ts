import { seedLdapProvider, storedLdapProvider } from "../user-federation/ldap-helpers";
import type { DraftForm } from "./draft-forms";

/** An LDAP provider's settings: its users DN is typed into. */
export const ldapDraftForms: DraftForm[] = [
  {
    name: "LDAP provider settings",
    field: (page) => page.getByRole("textbox", { name: "Users DN" }),
    seed: async (realm, index) => {
      const id = await seedLdapProvider(realm, `drafted-ldap-${String(index)}`, {
        usersDn: "before",
      });
      return {
        route: `${realm}/user-federation/ldap/${id}/settings`,
        stored: async () => (await storedLdapProvider(realm, id)).config["usersDn"]?.[0],
      };
    },
  },
];
