import type { GroupRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import { adminPermissionsKeys } from "./keys";

/** How many matches a search offers; typing more narrows them. */
const choiceLimit = 20;

/**
 * A found group and the sub-groups the search matched inside it, as one flat list, by name: the
 * server shows a chosen group by its name too, so a group keeps one label.
 */
function flatGroups(groups: readonly GroupRepresentation[], depth = 0): NamedChoice[] {
  // The search answers with the matching groups' parents; a few levels cover real trees.
  if (depth > 5) return [];
  return groups.flatMap((group) => [
    ...(group.id === undefined ? [] : [{ id: group.id, name: group.name ?? group.id }]),
    ...flatGroups(group.subGroups ?? [], depth + 1),
  ]);
}

/**
 * The users, groups, clients or realm roles whose name contains the search, for a permission
 * limited to chosen ones: the server searches, a page of matches at a time. Types the console
 * cannot search offer nothing.
 */
export function resourceChoicesQuery(
  client: AdminClient,
  realm: string,
  resourceType: string,
  search: string,
) {
  return queryOptions({
    queryKey: adminPermissionsKeys.resourceChoices(realm, resourceType, search),
    queryFn: async ({ signal }): Promise<NamedChoice[]> => {
      const page = { realm, first: 0, max: choiceLimit };
      const term = search === "" ? {} : { search };
      switch (resourceType) {
        case "Users":
          return (
            await client.users.find({ ...page, ...term, briefRepresentation: true }, { signal })
          ).flatMap((user) =>
            user.id === undefined ? [] : [{ id: user.id, name: user.username ?? user.id }],
          );
        case "Groups":
          return flatGroups(await client.groups.find({ ...page, ...term }, { signal }));
        case "Clients":
          return (
            await client.clients.find(
              { ...page, ...(search !== "" && { clientId: search, search: true }) },
              { signal },
            )
          ).flatMap((found) =>
            found.id === undefined ? [] : [{ id: found.id, name: found.clientId ?? found.id }],
          );
        case "Roles":
          return (
            await client.roles.find({ ...page, ...term, briefRepresentation: true }, { signal })
          ).flatMap((role) =>
            role.id === undefined ? [] : [{ id: role.id, name: role.name ?? role.id }],
          );
        default:
          return [];
      }
    },
    staleTime: 10_000,
  });
}
