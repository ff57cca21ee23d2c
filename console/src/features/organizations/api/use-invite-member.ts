import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invitationsKey } from "./invitations-query";

/** Who to invite: a user of the realm by id, or an address with an optional name. */
export type Invitee =
  | { kind: "existing"; userId: string }
  | { kind: "new"; email: string; firstName: string; lastName: string };

/**
 * E-mails an invitation to join the organization. The server sends it through the realm's SMTP
 * settings and refuses when they are missing; the invitee becomes a member on following its link.
 */
export function useInviteMember(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invitee: Invitee) => {
      const form = new FormData();
      if (invitee.kind === "existing") {
        form.append("id", invitee.userId);
        await client.organizations.inviteExistingUser({ realm, orgId }, form);
        return;
      }
      form.append("email", invitee.email);
      if (invitee.firstName !== "") form.append("firstName", invitee.firstName);
      if (invitee.lastName !== "") form.append("lastName", invitee.lastName);
      await client.organizations.invite({ realm, orgId }, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(realm, orgId) }),
  });
}
