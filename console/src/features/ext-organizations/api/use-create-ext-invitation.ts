import type { PhaseTwoInvitationRequest } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Invites an e-mail address to the organization (and e-mails it when asked); invitations reload. */
export function useCreateExtInvitation(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: PhaseTwoInvitationRequest) =>
      client.phaseTwoOrganizations.createInvitation({ realm, orgId }, invitation),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: extOrganizationsKeys.invitations(realm, orgId) }),
  });
}
