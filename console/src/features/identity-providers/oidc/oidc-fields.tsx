import { FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ClientAuthentication } from "./client-authentication";
import { OidcAdvanced } from "./oidc-advanced";
import { OidcEndpoints } from "./oidc-endpoints";

export interface ProviderFieldsProps {
  providerId: string;
  readOnly: boolean;
  isNew: boolean;
}

/** The settings of an OpenID Connect provider, generic or another Keycloak realm or server. */
export function OidcFields({ providerId, readOnly }: ProviderFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title={t("identityProviders.oidc.endpointsSection")} titleElement="h2">
        <OidcEndpoints providerId={providerId} readOnly={readOnly} />
      </FormSection>
      <FormSection title={t("identityProviders.oidc.clientSection")} titleElement="h2">
        <ClientAuthentication readOnly={readOnly} />
        <OidcAdvanced readOnly={readOnly} />
      </FormSection>
    </>
  );
}
