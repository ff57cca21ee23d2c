import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Revokes an invitation: its link no longer lets anyone join. Invitations reload. */
export function useDeleteExtInvitation(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      client.phaseTwoOrganizations.deleteInvitation({ realm, orgId, invitationId }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.invitations(realm, orgId) }),
  });
}
