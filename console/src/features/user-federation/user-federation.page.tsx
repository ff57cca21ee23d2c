// Built by the user federation section's work in progress.
export function UserFederationPage() { return null; }
export function LdapProvidersPage() { return null; }
export function KerberosProvidersPage() { return null; }
