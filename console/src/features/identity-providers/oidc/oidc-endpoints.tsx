import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { urlRules, textRules } from "../components/config-rules";
import { ImportMetadata } from "../components/import-metadata";
import { configField, type IdentityProviderFormValues } from "../form-state";

const isOn = (value: unknown) => value === true || value === "true";

/**
 * Where the OpenID Connect provider lives: its discovery document (which fills the rest), its
 * endpoints and issuer, and how the signatures of its tokens are checked.
 */
export function OidcEndpoints({ providerId, readOnly }: { providerId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<IdentityProviderFormValues>();
  const validateSignature = isOn(useWatch({ control, name: configField("validateSignature") }));
  const useJwksUrl = isOn(useWatch({ control, name: configField("useJwksUrl") }));
  const url = (key: string, isRequired = false) => ({
    name: configField(key),
    isDisabled: readOnly,
    inputMode: "url" as const,
    rules: urlRules(t, isRequired),
  });
  return (
    <>
      <ImportMetadata
        providerId={providerId}
        urlKey="metadataDescriptorUrl"
        urlLabel={t("identityProviders.oidc.discoveryEndpoint")}
        fileLabel={t("identityProviders.oidc.discoveryFile")}
        helperText={t("identityProviders.oidc.discoveryHelp")}
        isDisabled={readOnly}
      />
      <TextControl<IdentityProviderFormValues>
        {...url("authorizationUrl", true)}
        label={t("identityProviders.oidc.authorizationUrl")}
      />
      <TextControl<IdentityProviderFormValues>
        {...url("tokenUrl", true)}
        label={t("identityProviders.oidc.tokenUrl")}
      />
      <TextControl<IdentityProviderFormValues>
        {...url("logoutUrl")}
        label={t("identityProviders.oidc.logoutUrl")}
      />
      <TextControl<IdentityProviderFormValues>
        {...url("userInfoUrl")}
        label={t("identityProviders.oidc.userInfoUrl")}
      />
      <TextControl<IdentityProviderFormValues>
        name={configField("issuer")}
        label={t("identityProviders.oidc.issuer")}
        helperText={t("identityProviders.oidc.issuerHelp")}
        isDisabled={readOnly}
        rules={textRules}
      />
      <SwitchControl<IdentityProviderFormValues>
        name={configField("validateSignature")}
        label={t("identityProviders.oidc.validateSignature")}
        isDisabled={readOnly}
      />
      {validateSignature && (
        <>
          <SwitchControl<IdentityProviderFormValues>
            name={configField("useJwksUrl")}
            label={t("identityProviders.oidc.useJwksUrl")}
            isDisabled={readOnly}
          />
          {useJwksUrl ? (
            <TextControl<IdentityProviderFormValues>
              {...url("jwksUrl", true)}
              label={t("identityProviders.oidc.jwksUrl")}
            />
          ) : (
            <>
              <TextAreaControl<IdentityProviderFormValues>
                name={configField("publicKeySignatureVerifier")}
                label={t("identityProviders.oidc.publicKey")}
                helperText={t("identityProviders.oidc.publicKeyHelp")}
                isDisabled={readOnly}
              />
              <TextControl<IdentityProviderFormValues>
                name={configField("publicKeySignatureVerifierKeyId")}
                label={t("identityProviders.oidc.publicKeyId")}
                isDisabled={readOnly}
                rules={textRules}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
