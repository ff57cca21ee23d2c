import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** E-mails the user a link to verify the address. */
export function useSendVerifyEmail(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({ mutationFn: () => client.users.sendVerifyEmail({ realm, id }) });
}
