import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** Whether brute-force detection has locked the user out for now. */
export function bruteForceQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.bruteForce(realm, id),
    queryFn: async () => (await client.attackDetection.findOne({ realm, id })) ?? null,
    staleTime: 5_000,
  });
}
