import { SamlAuthnContextFields } from "./saml-authn-context-fields";
import { SamlEndpointFields } from "./saml-endpoint-fields";
import { SamlRequestFields } from "./saml-request-fields";
import { SamlSignatureFields } from "./saml-signature-fields";

export interface SamlFieldsProps {
  providerId: string;
  readOnly: boolean;
  isNew: boolean;
}

/** The settings of a SAML v2.0 provider, under the config keys the server reads. */
export function SamlFields({ readOnly, isNew }: SamlFieldsProps) {
  return (
    <>
      <SamlEndpointFields readOnly={readOnly} isNew={isNew} />
      <SamlRequestFields readOnly={readOnly} />
      <SamlSignatureFields readOnly={readOnly} />
      <SamlAuthnContextFields readOnly={readOnly} />
    </>
  );
}
