import type { OrganizationRepresentation } from "@gatehouse/admin-client";

export interface SettingsTabProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

// TO BE REPLACED: a stand-in so the page compiles until this part is built.
export function SettingsTab(_props: SettingsTabProps) {
  return null;
}
