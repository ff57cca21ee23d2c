import { realmSettingsKeys } from "./keys";

/** Query keys of the realm's client profiles and client policies. */
export const clientPoliciesKeys = {
  all: (realm: string) => [...realmSettingsKeys.all(realm), "client-policies"] as const,
  /** The realm's profiles with the server's global ones. */
  profiles: (realm: string) =>
    [...realmSettingsKeys.all(realm), "client-policies", "profiles"] as const,
  /** The realm's policies with the server's global ones. */
  policies: (realm: string) =>
    [...realmSettingsKeys.all(realm), "client-policies", "policies"] as const,
};
