import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Asks the server for a sign-in link to the extension's set-up portal for one member. Nothing
 * stored changes, so nothing reloads; the open-source distribution refuses it (a feature of the
 * paid ones), which the caller shows as it would any failure.
 */
export function useCreateExtPortalLink(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (userId: string) =>
      client.phaseTwoOrganizations.createPortalLink({ realm, orgId, userId }),
  });
}
