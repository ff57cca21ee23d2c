import type { TestLdapConnectionRepresentation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Asks the server to reach the directory with these settings (`action` testConnection) or to bind
 * with them too (testAuthentication); rejects with the server's reason when it cannot.
 */
export function useTestLdapConnection() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (settings: TestLdapConnectionRepresentation) =>
      client.realms.testLDAPConnection({ realm }, settings),
  });
}
