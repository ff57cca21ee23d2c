import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { NamedChoice } from "../authorization/permissions/permission-form-state";

/** How many matches each choice of the evaluator offers; typing more narrows them. */
const choiceLimit = 20;

const choicesKey = (realm: string, clientId: string, kind: string, search: string): QueryKey => [
  ...authorizationKeys.server(realm, clientId),
  "evaluation-choices",
  kind,
  search,
];

/** Clients whose client id contains the search: the client the identity would ask through. */
export function evaluationClientChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  return queryOptions({
    queryKey: choicesKey(realm, clientId, "clients", search),
    queryFn: async ({ signal }): Promise<NamedChoice[]> =>
      (
        await client.clients.find(
          { realm, clientId: search, search: true, first: 0, max: choiceLimit },
          { signal },
        )
      ).flatMap((found) =>
        found.id === undefined ? [] : [{ id: found.id, name: found.clientId ?? found.id }],
      ),
    staleTime: 30_000,
  });
}

/**
 * Realm roles whose name contains the search, added to the user's own roles when evaluating; the
 * server reads them by name, so each choice's id is the role's name.
 */
export function evaluationRoleChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  return queryOptions({
    queryKey: choicesKey(realm, clientId, "roles", search),
    queryFn: async ({ signal }): Promise<NamedChoice[]> =>
      (
        await client.roles.find(
          { realm, first: 0, max: choiceLimit, ...(search !== "" && { search }) },
          { signal },
        )
      ).flatMap((role) => (role.name === undefined ? [] : [{ id: role.name, name: role.name }])),
    staleTime: 30_000,
  });
}
