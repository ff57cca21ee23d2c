import type { RoleRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import type { RoleContainer } from "../role-container";
import { rolesKeys } from "./keys";

/**
 * The realm's or a client's roles, a page at a time, searched by the server. The server does not
 * count roles: the table asks for one row more than it shows to know whether a next page exists.
 * One request per page, with each role's description and composite flag.
 */
export function rolesQuery(
  client: AdminClient,
  realm: string,
  container: RoleContainer,
): TableQuery<RoleRepresentation> {
  return {
    queryKey: rolesKeys.list(realm, container),
    loader: ({ first, max, search }, signal) => {
      const page = { first, max, briefRepresentation: false, ...(search !== "" && { search }) };
      return container.kind === "realm"
        ? client.roles.find({ realm, ...page }, { signal })
        : client.clients.listRoles({ realm, id: container.clientId, ...page }, { signal });
    },
    staleTime: 10_000,
  };
}
