import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Creates an organization in the extension; resolves to its id. */
export function useCreateExtOrganization() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organization: PhaseTwoOrganizationRepresentation) =>
      (await client.phaseTwoOrganizations.create({ realm, ...organization })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.lists(realm) }),
  });
}
