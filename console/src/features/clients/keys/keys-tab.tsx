import { PageSection } from "@patternfly/react-core";
import type { ClientTabProps } from "../api/client-query";
import { useCanManageClient } from "../use-can-manage-client";
import { OidcKeys } from "./oidc-keys";
import { SamlKeys } from "./saml-keys";

/**
 * A client's keys: for SAML its signing and encryption keys, for OpenID Connect the key it signs
 * JWTs with (a JWKS URL or a certificate). Read-only, with no actions, without the right to manage
 * the client.
 */
export function ClientKeysTab({ client }: ClientTabProps) {
  const canManage = useCanManageClient(client, "configure");
  return (
    <PageSection>
      {client.protocol === "saml" ? (
        <SamlKeys client={client} canManage={canManage} />
      ) : (
        <OidcKeys client={client} canManage={canManage} />
      )}
    </PageSection>
  );
}
