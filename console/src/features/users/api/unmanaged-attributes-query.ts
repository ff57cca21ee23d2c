import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/**
 * The user's unmanaged attributes. Asked of the server rather than worked out as "the user's
 * attributes minus the profile's names": the server alone knows which declared attributes apply to
 * this user (selectors, permissions), and it leaves out what the policy hides. Kept under the
 * user's key, so saving the user reloads it.
 */
export function unmanagedAttributesQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.unmanagedAttributes(realm, id),
    queryFn: () => client.users.getUnmanagedAttributes({ realm, id }),
    staleTime: 10_000,
  });
}
