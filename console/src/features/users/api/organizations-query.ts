import type { MembershipType } from "@gatehouse/admin-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { isOrganizationsEnabled } from "@/shared/access/rules";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled, useRealmRepresentation } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

const userOrganizationsKey = (realm: string, id: string) =>
  [...usersKeys.user(realm, id), "organizations"] as const;

/** The organizations the user belongs to (a handful at most, so loaded whole). */
export function userOrganizationsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: userOrganizationsKey(realm, id),
    queryFn: () =>
      client.organizations.memberOrganizations({ realm, userId: id, briefRepresentation: false }),
    staleTime: 10_000,
  });
}

/** Organizations matching a search, for the join picker (one more than shown, to tell "more"). */
export function organizationChoicesQuery(
  client: AdminClient,
  realm: string,
  search: string,
  max: number,
) {
  return queryOptions({
    queryKey: [...usersKeys.all(realm), "organization-choices", { search, max }] as const,
    queryFn: () =>
      client.organizations.find({ realm, search, first: 0, max, briefRepresentation: true }),
    staleTime: 10_000,
  });
}

/**
 * Whether the user page shows an organizations tab: the server has the feature, the admin may
 * manage the realm (spec §6: only then do organizations count as enabled) and the realm has
 * organizations switched on.
 */
export function useShowUserOrganizations(): boolean {
  const access = useAccess();
  const featureEnabled = useIsFeatureEnabled(Feature.Organization);
  const realmRepresentation = useRealmRepresentation();
  return (
    isOrganizationsEnabled(featureEnabled, access) &&
    realmRepresentation?.organizationsEnabled === true
  );
}

/** How the user belongs to an organization; `undefined` when the server does not say. */
export async function membershipTypeOf(
  client: AdminClient,
  realm: string,
  orgId: string,
  userId: string,
): Promise<MembershipType | undefined> {
  return (await client.organizations.findMember({ realm, orgId, userId }))?.membershipType;
}

function useMembershipChange(id: string, change: (orgId: string) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userOrganizationsKey(realm, id) }),
  });
}

/** Makes the user an (unmanaged) member of an organization. */
export function useJoinOrganization(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMembershipChange(id, (orgId) =>
    client.organizations.addMember({ realm, orgId, userId: id }),
  );
}

/** Ends the user's membership of an organization. */
export function useLeaveOrganization(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMembershipChange(id, (orgId) =>
    client.organizations.delMember({ realm, orgId, userId: id }),
  );
}
