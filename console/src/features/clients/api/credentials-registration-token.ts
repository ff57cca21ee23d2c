import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Issues a new registration access token for the client (the old one stops working). The server
 * hands the token out only in this answer, so it resolves to the token text.
 */
export function useRegenerateRegistrationToken(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: async () =>
      (await client.clients.generateRegistrationAccessToken({ realm, id })).registrationAccessToken,
  });
}
