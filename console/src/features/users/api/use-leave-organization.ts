import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Ends the user's membership of an organization, by the organization's id. */
export function useLeaveOrganization(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) => client.organizations.delMember({ realm, orgId, userId: id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: usersKeys.userOrganizations(realm, id) }),
  });
}
