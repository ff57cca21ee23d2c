import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/** The realm's user profile configuration, whose unmanaged-attribute policy the general tab edits. */
export function userProfileQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.userProfile(realm),
    queryFn: () => client.users.getProfile({ realm }),
    // Sent back whole when the policy changes: read afresh each time the tab opens.
    staleTime: 0,
  });
}
