import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { PageSection } from "@patternfly/react-core";
import { DetailsTitle } from "@/shared/ui/details/details-title";

/** The provider's name and type, with deleting it for those who may manage providers. */
export function IdentityProviderHeader({
  provider,
}: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  return (
    <PageSection>
      <DetailsTitle
        title={provider.displayName ?? provider.alias ?? ""}
        actionsLabel=""
        actions={[]}
      />
    </PageSection>
  );
}
