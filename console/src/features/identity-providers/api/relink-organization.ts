import type { AdminClient } from "@/shared/api/admin-client";

/**
 * Moves a provider from one organization to another (either may be none), after the provider is
 * saved. Releases from 26.5 on ignore an organization set on the provider itself: the link is the
 * organization's, made through its own calls. Earlier releases link it while saving the provider,
 * and would refuse the organization's call as a conflict; so the provider's stored link decides
 * what is left to do.
 */
export async function relinkOrganization(
  client: AdminClient,
  realm: string,
  alias: string,
  from: string | undefined,
  to: string | undefined,
): Promise<void> {
  if ((from ?? "") === (to ?? "")) return;
  const stored = await client.identityProviders.findOne({ realm, alias });
  const linked = stored?.organizationId ?? "";
  if (linked === (to ?? "")) return;
  if (linked !== "") await client.organizations.unLinkIdp({ realm, orgId: linked, alias });
  if (to !== undefined && to !== "")
    await client.organizations.linkIdp({ realm, orgId: to, alias });
}
