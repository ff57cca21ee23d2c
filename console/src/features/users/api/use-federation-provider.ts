import type { UserRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { federationProviderQuery } from "./federation-provider-query";

/**
 * The user-storage provider a user comes from (see {@link federationProviderQuery}); the query
 * stays idle for a user without a federation link.
 */
export function useFederationProvider(user: UserRepresentation) {
  const client = useAdminClient();
  const realm = useRealm();
  const canViewRealm = useAccess().hasAccess("view-realm");
  const link = user.federationLink ?? "";
  return useQuery({
    ...federationProviderQuery(client, realm, link, canViewRealm),
    enabled: link !== "",
  });
}
