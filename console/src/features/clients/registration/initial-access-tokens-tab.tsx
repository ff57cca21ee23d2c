/** Not built yet: replaced by the section's own implementation. */
export function InitialAccessTokensTab() {
  return null;
}
