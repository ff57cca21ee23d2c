import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface MembersTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function MembersTab(_props: MembersTabProps) {
  return null;
}
