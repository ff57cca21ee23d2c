/** Not built yet: replaced by the section's own implementation. */
export function ClientRegistrationTab() {
  return null;
}
