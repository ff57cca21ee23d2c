import { OAuth2Fields } from "../oidc/oauth2-fields";
import { OidcFields, type ProviderFieldsProps } from "../oidc/oidc-fields";

export type { ProviderFieldsProps };

/**
 * The settings of one provider type, between the general and the common settings. Each type's
 * component reads and writes the form through `useFormContext<IdentityProviderFormValues>()`.
 * A type without a case here shows only the general and common settings.
 */
export function ProviderTypeFields(props: ProviderFieldsProps) {
  switch (props.providerId) {
    case "oidc":
    case "keycloak-oidc":
      return <OidcFields {...props} />;
    case "oauth2":
      return <OAuth2Fields {...props} />;
    default:
      return null;
  }
}
