import { KubernetesFields } from "../kubernetes/kubernetes-fields";
import { OAuth2Fields } from "../oidc/oauth2-fields";
import { OidcFields, type ProviderFieldsProps } from "../oidc/oidc-fields";
import { SamlFields } from "../saml/saml-fields";
import { SocialFields } from "../social/social-fields";
import { SpiffeFields } from "../spiffe/spiffe-fields";

export type { ProviderFieldsProps };

/**
 * The settings of one provider type, between the general and the common settings. Each type's
 * component reads and writes the form through `useFormContext<IdentityProviderFormValues>()`.
 * Any type not named here is a social provider (GitHub, Google …).
 */
export function ProviderTypeFields(props: ProviderFieldsProps) {
  switch (props.providerId) {
    case "oidc":
    case "keycloak-oidc":
      return <OidcFields {...props} />;
    case "oauth2":
      return <OAuth2Fields {...props} />;
    case "saml":
      return <SamlFields {...props} />;
    case "spiffe":
      return <SpiffeFields {...props} />;
    case "kubernetes":
      return <KubernetesFields {...props} />;
    default:
      return <SocialFields {...props} />;
  }
}
