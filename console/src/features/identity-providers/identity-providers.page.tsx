/** The realm's identity providers, or the provider types to start with when it has none. */
export function IdentityProvidersPage() {
  return null;
}
