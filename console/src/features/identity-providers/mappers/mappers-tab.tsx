import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";

/** The provider's mappers. */
export function MappersTab(_props: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  return null;
}
