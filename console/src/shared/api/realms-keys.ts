/** Query keys of the realm list; here because a realm settings save changes the names it shows. */
export const realmsKeys = {
  all: () => ["realms"] as const,
  /** The realm list as the sign-in realm's administrator sees it; the table appends its page request. */
  list: (signInRealm: string) => ["realms", "list", signInRealm] as const,
};
