/** Query keys of the realms area. */
export const realmsKeys = {
  all: () => ["realms"] as const,
  /** The realm list as the sign-in realm's administrator sees it; the table appends its page request. */
  list: (signInRealm: string) => ["realms", "list", signInRealm] as const,
};
