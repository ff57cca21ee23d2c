import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The user's regular sessions, with their clients. */
export function userSessionsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.sessions(realm, id),
    queryFn: () => client.users.listSessions({ realm, id }),
    staleTime: 5_000,
  });
}
