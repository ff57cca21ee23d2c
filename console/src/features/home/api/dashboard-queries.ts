import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { homeKeys } from "./keys";

/** How many clients the dashboard counts exactly; beyond it shows "100+". */
export const clientsCountLimit = 100;
/** How many of the newest admin events the dashboard lists. */
export const recentAdminEventsCount = 8;

const staleTime = 60_000;

/** The realm's users, counted by the server (query-users). */
export function usersCountQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: homeKeys.usersCount(realm),
    queryFn: ({ signal }) => client.users.count({ realm }, { signal }),
    staleTime,
  });
}

/**
 * The realm's clients up to the limit and one more. The server has no count of clients; one page
 * one longer than the limit tells "exactly n" from "more than the limit"
 * in a single small request, however many clients the realm has.
 */
export function clientsCountQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: homeKeys.clientsCount(realm),
    queryFn: async ({ signal }) =>
      (await client.clients.find({ realm, first: 0, max: clientsCountLimit + 1 }, { signal }))
        .length,
    staleTime,
  });
}

/** The realm's groups, top-level and nested, counted by the server (query-groups). */
export function groupsCountQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: homeKeys.groupsCount(realm),
    queryFn: async ({ signal }) => (await client.groups.count({ realm }, { signal })).count,
    staleTime,
  });
}

/** The realm's active sessions: the sum of every client's active count, in one request (view-realm). */
export function activeSessionsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: homeKeys.activeSessions(realm),
    queryFn: async ({ signal }) =>
      (await client.realms.getClientSessionStats({ realm }, { signal })).reduce(
        (sum, stat) => sum + Number(stat.active ?? 0),
        0,
      ),
    staleTime,
  });
}

/** The newest admin events of the realm (view-events). */
export function recentAdminEventsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: homeKeys.recentAdminEvents(realm),
    queryFn: ({ signal }) =>
      client.realms.findAdminEvents({ realm, first: 0, max: recentAdminEventsCount }, { signal }),
    staleTime,
  });
}
