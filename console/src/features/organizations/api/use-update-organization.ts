import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

/**
 * Saves an organization. The server replaces it as a whole, so callers send the representation
 * they loaded with their changes on it (settings and attributes are saved apart).
 */
export function useUpdateOrganization(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organization: OrganizationRepresentation) =>
      client.organizations.updateById({ realm, id }, organization),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationsKeys.all(realm) }),
  });
}
