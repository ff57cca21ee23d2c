import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface AttributesTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function AttributesTab(_props: AttributesTabProps) {
  return null;
}
