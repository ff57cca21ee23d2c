import type { TestLdapConnectionRepresentation } from "@gatehouse/admin-client";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * What the directory announces it supports (controls, extensions, features), read by the server
 * with these connection settings. A mutation: asked for on request, with the form's current values.
 */
export function useLdapCapabilities() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (settings: TestLdapConnectionRepresentation) =>
      client.realms.ldapServerCapabilities({ realm }, settings),
  });
}
