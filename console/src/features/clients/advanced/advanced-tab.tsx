import { PageSection, Stack } from "@patternfly/react-core";
import type { ClientTabProps } from "../api/client-query";
import { ClusterNodesSection } from "./cluster-nodes-section";
import { CompatibilitySection } from "./compatibility-section";
import { FineGrainedOidcSection } from "./fine-grained-oidc-section";
import { FlowOverridesSection } from "./flow-overrides-section";
import { LifespansSection } from "./lifespans-section";
import { RevocationSection } from "./revocation-section";

/**
 * The client's advanced settings, in sections that each save on their own: revocation, cluster
 * nodes (confidential OpenID Connect clients), fine-grained OpenID Connect settings and
 * compatibility modes, lifespans, and authentication flow overrides. SAML clients get the parts
 * that apply to them.
 */
export function ClientAdvancedTab({ client }: ClientTabProps) {
  const isOidc = client.protocol !== "saml";
  return (
    <PageSection>
      <Stack hasGutter>
        {isOidc && <RevocationSection client={client} />}
        {isOidc && client.publicClient !== true && <ClusterNodesSection client={client} />}
        {isOidc && <FineGrainedOidcSection client={client} />}
        {isOidc && <CompatibilitySection client={client} />}
        <LifespansSection client={client} />
        <FlowOverridesSection client={client} />
      </Stack>
    </PageSection>
  );
}
