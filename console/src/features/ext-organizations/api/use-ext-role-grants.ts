import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/**
 * Grants one of the organization's roles to members or revokes it, one request per member (the
 * extension has no call for several); the role's holders reload afterwards, also after a failure
 * part way, so what did change shows.
 */
export function useExtRoleGrants(orgId: string, role: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, userIds }: { change: "grant" | "revoke"; userIds: string[] }) => {
      for (const userId of userIds) {
        const request = { realm, orgId, name: role, userId };
        if (change === "grant") await client.phaseTwoOrganizations.grantRole(request);
        else await client.phaseTwoOrganizations.revokeRole(request);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: extOrganizationsKeys.roleUsers(realm, orgId, role),
      }),
  });
}
