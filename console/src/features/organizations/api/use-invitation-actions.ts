import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invitationsKey } from "./invitations-query";

/** Sends an invitation's e-mail again (with a new expiry) or withdraws the invitation. */
export function useInvitationActions(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: "resend" | "delete"; id: string }) => {
      if (action === "resend") {
        await client.organizations.resendInvitation({ realm, orgId, invitationId: id });
      } else {
        await client.organizations.deleteInvitation({ realm, orgId, invitationId: id });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey(realm, orgId) }),
  });
}
