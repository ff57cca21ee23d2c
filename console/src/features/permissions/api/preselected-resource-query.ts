import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import { adminPermissionsKeys } from "./keys";

/**
 * The user, group, client or role a new permission starts limited to, named as the choices name
 * it; `null` when the server has no such object (or the type is not one the console chooses
 * from), and the permission then starts with every object of the type. The name is read from the
 * server rather than taken from the address, so a link cannot make one object look like another.
 */
export function preselectedResourceQuery(
  client: AdminClient,
  realm: string,
  resourceType: string,
  id: string,
) {
  return queryOptions({
    queryKey: adminPermissionsKeys.resourceChoice(realm, resourceType, id),
    queryFn: async ({ signal }): Promise<NamedChoice | null> => {
      const named = (name: string | undefined) => ({ id, name: name ?? id });
      switch (resourceType) {
        case "Users": {
          const user = await client.users.findOne({ realm, id }, { signal });
          return user === undefined ? null : named(user.username);
        }
        case "Groups": {
          const group = await client.groups.findOne({ realm, id }, { signal });
          return group === undefined ? null : named(group.name);
        }
        case "Clients": {
          const found = await client.clients.findOne({ realm, id }, { signal });
          return found === undefined ? null : named(found.clientId);
        }
        case "Roles": {
          const role = await client.roles.findOneById({ realm, id }, { signal });
          return role === undefined ? null : named(role.name);
        }
        default:
          return null;
      }
    },
    staleTime: 10_000,
  });
}
