import {
  disableKerberosChallenge,
  sampleStoreKind,
  seedKerberosProvider,
  seedSampleStore,
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

/** A custom provider's settings (the test server's sample kind): its first allowed domain. */
export const customProviderDraftForms: DraftForm[] = [
  {
    name: "custom user-storage provider settings",
    field: (page) => page.getByRole("textbox", { name: "Allowed domains, value 1" }),
    seed: async (realm, index) => {
      const id = await seedSampleStore(realm, `drafted-store-${String(index)}`, {
        allowedDomains: ["before"],
      });
      return {
        route: `${realm}/user-federation/${sampleStoreKind}/${id}`,
        stored: async () =>
          (await storedProviders(realm)).find((provider) => provider.id === id)?.config[
            "allowedDomains"
          ]?.[0],
      };
    },
  },
];
