import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";

/** The provider's settings form. */
export function SettingsTab(_props: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  return null;
}
