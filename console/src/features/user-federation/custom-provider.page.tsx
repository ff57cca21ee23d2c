// Built by the user federation section's work in progress.
export function CustomProviderPage() { return null; }
