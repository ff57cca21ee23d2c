import type { MembershipType } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";

/** How the user belongs to an organization; `undefined` when the server does not say. */
export async function loadMembershipType(
  client: AdminClient,
  realm: string,
  orgId: string,
  userId: string,
): Promise<MembershipType | undefined> {
  return (await client.organizations.findMember({ realm, orgId, userId }))?.membershipType;
}
