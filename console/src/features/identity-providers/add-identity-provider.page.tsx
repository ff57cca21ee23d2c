/** Adds an identity provider of the type the address names. */
export function AddIdentityProviderPage() {
  return null;
}
