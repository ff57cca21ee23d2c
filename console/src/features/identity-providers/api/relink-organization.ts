import type { AdminClient } from "@/shared/api/admin-client";

/**
 * Moves a provider from one organization to another (either may be none). The server ignores an
 * organization set on the provider itself: the link is the organization's, made through its own
 * calls, after the provider is saved.
 */
export async function relinkOrganization(
  client: AdminClient,
  realm: string,
  alias: string,
  from: string | undefined,
  to: string | undefined,
): Promise<void> {
  if ((from ?? "") === (to ?? "")) return;
  if (from !== undefined && from !== "")
    await client.organizations.unLinkIdp({ realm, orgId: from, alias });
  if (to !== undefined && to !== "")
    await client.organizations.linkIdp({ realm, orgId: to, alias });
}
