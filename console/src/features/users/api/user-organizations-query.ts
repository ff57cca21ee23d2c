import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The organizations the user belongs to (a handful at most, so loaded whole). */
export function userOrganizationsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.userOrganizations(realm, id),
    queryFn: () =>
      client.organizations.memberOrganizations({ realm, userId: id, briefRepresentation: false }),
    staleTime: 10_000,
  });
}
