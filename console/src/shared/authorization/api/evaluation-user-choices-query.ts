import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "./keys";
import type { NamedChoice } from "../named-choice";

/** How many matches the user choice of an evaluator offers; typing more narrows them. */
const choiceLimit = 20;

const usersKey = (realm: string, clientId: string, search: string): QueryKey => [
  ...authorizationKeys.server(realm, clientId),
  "evaluation-choices",
  "users",
  search,
];

/**
 * Users whose username, e-mail or name contains the search, shown by username: the user an
 * evaluator of a resource server decides for. The server searches and pages them.
 */
export function evaluationUserChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  return queryOptions({
    queryKey: usersKey(realm, clientId, search),
    queryFn: async ({ signal }): Promise<NamedChoice[]> =>
      (
        await client.users.find(
          {
            realm,
            first: 0,
            max: choiceLimit,
            briefRepresentation: true,
            ...(search !== "" && { search }),
          },
          { signal },
        )
      ).flatMap((user) =>
        user.id === undefined ? [] : [{ id: user.id, name: user.username ?? user.id }],
      ),
    staleTime: 30_000,
  });
}
