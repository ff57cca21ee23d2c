import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** How many matches a search offers at a time; typing more narrows them. */
export const choicesLimit = 20;

/** Users matching `search` (name, e-mail, username), to evaluate the client's tokens for. */
export function evaluateUserChoicesQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: [...clientsKeys.all(realm), "evaluate-users", search] as const,
    queryFn: ({ signal }) =>
      client.users.find(
        { realm, search, first: 0, max: choicesLimit, briefRepresentation: true },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** Clients whose client id contains `search`: audiences, and holders of client roles. */
export function evaluateClientChoicesQuery(client: AdminClient, realm: string, search: string) {
  return queryOptions({
    queryKey: [...clientsKeys.all(realm), "evaluate-clients", search] as const,
    queryFn: ({ signal }) =>
      client.clients.find(
        {
          realm,
          search: true,
          first: 0,
          max: choicesLimit,
          ...(search !== "" && { clientId: search }),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
