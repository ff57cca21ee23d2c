import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface OrganizationHeaderProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function OrganizationHeader(_props: OrganizationHeaderProps) {
  return null;
}
