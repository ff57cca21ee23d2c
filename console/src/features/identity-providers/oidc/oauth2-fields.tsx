import { FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { TextControl } from "@/shared/ui/form/text-control";
import { textRules, urlRules } from "../components/config-rules";
import { configField, type IdentityProviderFormValues } from "../form-state";
import { ClientAuthentication } from "./client-authentication";
import type { ProviderFieldsProps } from "./oidc-fields";

/** The user-info claims a plain OAuth 2.0 provider's answer is read through, with their defaults. */
const claims = [
  ["userIDClaim", "sub"],
  ["userNameClaim", "preferred_username"],
  ["emailClaim", "email"],
  ["fullNameClaim", "name"],
  ["givenNameClaim", "given_name"],
  ["familyNameClaim", "family_name"],
] as const;

/**
 * A provider that speaks OAuth 2.0 without OpenID Connect: no ID token, so the user is read from
 * its user-info endpoint, through the claims named here.
 */
export function OAuth2Fields({ readOnly }: ProviderFieldsProps) {
  const { t } = useTranslation();
  const url = (key: string, isRequired: boolean) => ({
    name: configField(key),
    inputMode: "url" as const,
    isDisabled: readOnly,
    rules: urlRules(t, isRequired),
  });
  return (
    <>
      <FormSection title={t("identityProviders.oidc.endpointsSection")} titleElement="h2">
        <TextControl<IdentityProviderFormValues>
          {...url("authorizationUrl", true)}
          label={t("identityProviders.oidc.authorizationUrl")}
        />
        <TextControl<IdentityProviderFormValues>
          {...url("tokenUrl", true)}
          label={t("identityProviders.oidc.tokenUrl")}
        />
        <TextControl<IdentityProviderFormValues>
          {...url("userInfoUrl", true)}
          label={t("identityProviders.oidc.userInfoUrl")}
        />
      </FormSection>
      <FormSection title={t("identityProviders.oidc.clientSection")} titleElement="h2">
        <ClientAuthentication readOnly={readOnly} />
        <TextControl<IdentityProviderFormValues>
          name={configField("defaultScope")}
          label={t("identityProviders.oidc.scopes")}
          helperText={t("identityProviders.oidc.scopesHelp")}
          isDisabled={readOnly}
          rules={textRules}
        />
      </FormSection>
      <FormSection title={t("identityProviders.oidc.claimsSection")} titleElement="h2">
        {claims.map(([key, fallback]) => (
          <TextControl<IdentityProviderFormValues>
            key={key}
            name={configField(key)}
            label={t(`identityProviders.oidc.claim.${key}`)}
            placeholder={fallback}
            isDisabled={readOnly}
            rules={textRules}
          />
        ))}
      </FormSection>
    </>
  );
}
