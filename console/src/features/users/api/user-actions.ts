import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Whether brute-force detection has locked the user out for now. */
export function bruteForceQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.bruteForce(realm, id),
    queryFn: async () => (await client.attackDetection.findOne({ realm, id })) ?? null,
    staleTime: 5_000,
  });
}

/** Lifts a brute-force lock-out of the user. */
export function useUnlockUser(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.attackDetection.del({ realm, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}

/** E-mails the user a link to verify the address. */
export function useSendVerifyEmail(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({ mutationFn: () => client.users.sendVerifyEmail({ realm, id }) });
}
