// Built by the user federation section's work in progress.
export function KerberosProviderPage() { return null; }
