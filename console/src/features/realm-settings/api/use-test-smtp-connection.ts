import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Sends a test e-mail with the given SMTP settings (not necessarily saved) to the signed-in
 * administrator's own address. Changes nothing on the server.
 */
export function useTestSmtpConnection() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (settings: Record<string, string>) =>
      client.realms.testSMTPConnection({ realm }, settings),
  });
}
