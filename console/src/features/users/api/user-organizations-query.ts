import type { MembershipType, OrganizationRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** An organization the user belongs to, with how they belong to it. */
export type UserOrganization = OrganizationRepresentation & { membershipType?: MembershipType };

/** How many membership look-ups run at once, so a member of many organizations does not flood the server. */
const parallelLookups = 4;

/**
 * The organizations the user belongs to (a handful as a rule, so loaded whole), each with the
 * user's membership type. The server's listing leaves that out and tells it only per organization
 * and member, so it is asked once per organization, a few at a time.
 */
export function userOrganizationsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.userOrganizations(realm, id),
    queryFn: async ({ signal }): Promise<UserOrganization[]> => {
      const organizations = await client.organizations.memberOrganizations(
        { realm, userId: id, briefRepresentation: false },
        { signal },
      );
      const rows: UserOrganization[] = [];
      for (let start = 0; start < organizations.length; start += parallelLookups) {
        const batch = organizations.slice(start, start + parallelLookups);
        rows.push(
          ...(await Promise.all(
            batch.map(async (organization): Promise<UserOrganization> => {
              const member = await client.organizations.findMember(
                { realm, orgId: organization.id ?? "", userId: id },
                { signal },
              );
              return member?.membershipType === undefined
                ? organization
                : { ...organization, membershipType: member.membershipType };
            }),
          )),
        );
      }
      return rows;
    },
    staleTime: 10_000,
  });
}
