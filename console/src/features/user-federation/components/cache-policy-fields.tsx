// Built by the user federation section's work in progress.
/**
 * The cache policy of a user-storage provider (LDAP, Kerberos, custom): policy, then the fields
 * the chosen policy uses. Reads the surrounding react-hook-form through `useFormContext()`; the
 * form's values hold the provider's configuration as single strings under `config`:
 * `config.cachePolicy`, `config.maxLifespan` (milliseconds), `config.evictionDay`,
 * `config.evictionHour`, `config.evictionMinute`.
 */
export interface CachePolicyFieldsProps {
  readOnly: boolean;
}

export function CachePolicyFields(_props: CachePolicyFieldsProps) {
  return null;
}
