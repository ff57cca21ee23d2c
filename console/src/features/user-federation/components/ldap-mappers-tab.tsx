// Built by the user federation section's work in progress.
export interface LdapMappersTabProps {
  realm: string;
  /** The LDAP provider's component id. */
  providerId: string;
  /** Whether the administrator may change the provider (manage-realm). */
  canManage: boolean;
}

export function LdapMappersTab(_props: LdapMappersTabProps) {
  return null;
}
