import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface GroupsTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function GroupsTab(_props: GroupsTabProps) {
  return null;
}
