/** Query keys of the password policy tab. */
export const passwordPolicyKeys = {
  policy: (realm: string) => ["authentication", realm, "password-policy"] as const,
};
