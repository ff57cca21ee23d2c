// Built by the user federation section's work in progress.
export function LdapMapperPage() { return null; }
