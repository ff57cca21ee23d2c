import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface IdentityProvidersTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function IdentityProvidersTab(_props: IdentityProvidersTabProps) {
  return null;
}
