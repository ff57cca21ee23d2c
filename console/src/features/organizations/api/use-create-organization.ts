import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

/** Creates an organization; resolves to the new organization's id. */
export function useCreateOrganization() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organization: OrganizationRepresentation) =>
      (await client.organizations.create({ realm, ...organization })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.lists(realm) }),
  });
}
