import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { unmanagedAccessOf } from "../unmanaged-attributes";
import { usersKeys } from "./keys";

/** The realm's unmanaged-attribute policy, read from its user profile configuration. */
export function unmanagedPolicyQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.unmanagedPolicy(realm),
    queryFn: async () =>
      unmanagedAccessOf((await client.users.getProfile({ realm })).unmanagedAttributePolicy),
    staleTime: 60_000,
  });
}
