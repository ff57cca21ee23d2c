import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/**
 * Asks the server to look the domain's TXT record up now; resolves the domain as it then is
 * (still unverified when the record is missing), and the domains reload.
 */
export function useVerifyExtDomain(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainName: string) =>
      client.phaseTwoOrganizations.verifyDomain({ realm, orgId, domainName }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.domains(realm, orgId) }),
  });
}
