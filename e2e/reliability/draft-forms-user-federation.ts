import {
  disableKerberosChallenge,
  seedKerberosProvider,
  storedProviders,
} from "../user-federation/provider-helpers";
import type { DraftForm } from "./draft-forms";

/** A Kerberos provider's settings: its Kerberos realm is typed into. */
export const userFederationDraftForms: DraftForm[] = [
  {
    name: "Kerberos provider settings",
    field: (page) => page.getByRole("textbox", { name: "Kerberos realm" }),
    seed: async (realm, index) => {
      const id = await seedKerberosProvider(realm, `drafted-kerberos-${String(index)}`, {
        kerberosRealm: ["before"],
      });
      // The administrator signs in to the realm again mid-edit, past its login page.
      await disableKerberosChallenge(realm);
      return {
        route: `${realm}/user-federation/kerberos/${id}`,
        stored: async () =>
          (await storedProviders(realm)).find((provider) => provider.id === id)?.config[
            "kerberosRealm"
          ]?.[0],
      };
    },
  },
];
