import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { textRules } from "../components/config-rules";
import { configField, type IdentityProviderFormValues } from "../form-state";

const methods = [
  "client_secret_post",
  "client_secret_basic",
  "client_secret_jwt",
  "private_key_jwt",
] as const;

/** Algorithms the server signs a client assertion with: a shared secret or the realm's key. */
const secretAlgorithms = ["HS256", "HS384", "HS512"];
const keyAlgorithms = [
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
];

const isOn = (value: unknown) => value === true || value === "true";

/**
 * How the realm identifies itself to the provider's token endpoint: its client id, then a secret
 * (sent in the body, as basic authentication or signing a JWT) or a JWT signed with the realm's
 * own key, and PKCE. The stored secret comes back masked and is sent back masked, which the
 * server reads as "unchanged".
 */
export function ClientAuthentication({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<IdentityProviderFormValues>();
  const method = useWatch({ control, name: configField("clientAuthMethod") }) || methods[0];
  const pkce = isOn(useWatch({ control, name: configField("pkceEnabled") }));
  const isJwt = method === "client_secret_jwt" || method === "private_key_jwt";
  return (
    <>
      <SelectControl<IdentityProviderFormValues>
        name={configField("clientAuthMethod")}
        label={t("identityProviders.oidc.clientAuthentication")}
        isDisabled={readOnly}
        options={methods.map((key) => ({ key, value: t(`identityProviders.oidc.auth.${key}`) }))}
      />
      <TextControl<IdentityProviderFormValues>
        name={configField("clientId")}
        label={t("identityProviders.oidc.clientId")}
        helperText={t("identityProviders.oidc.clientIdHelp")}
        isDisabled={readOnly}
        rules={{ ...textRules, required: true }}
      />
      {method !== "private_key_jwt" && (
        <PasswordControl<IdentityProviderFormValues>
          name={configField("clientSecret")}
          label={t("identityProviders.oidc.clientSecret")}
          isDisabled={readOnly}
          rules={{ required: true }}
        />
      )}
      {isJwt && (
        <>
          <SelectControl<IdentityProviderFormValues>
            name={configField("clientAssertionSigningAlg")}
            label={t("identityProviders.oidc.assertionAlgorithm")}
            helperText={t("identityProviders.oidc.assertionAlgorithmHelp")}
            isDisabled={readOnly}
            options={[
              { key: "", value: t("identityProviders.oidc.algorithmDefault") },
              ...(method === "client_secret_jwt" ? secretAlgorithms : keyAlgorithms),
            ]}
          />
          <TextControl<IdentityProviderFormValues>
            name={configField("clientAssertionAudience")}
            label={t("identityProviders.oidc.assertionAudience")}
            helperText={t("identityProviders.oidc.assertionAudienceHelp")}
            isDisabled={readOnly}
            rules={textRules}
          />
        </>
      )}
      {method === "private_key_jwt" && (
        <SwitchControl<IdentityProviderFormValues>
          name={configField("jwtX509HeadersEnabled")}
          label={t("identityProviders.oidc.x5cHeader")}
          helperText={t("identityProviders.oidc.x5cHeaderHelp")}
          isDisabled={readOnly}
        />
      )}
      <SwitchControl<IdentityProviderFormValues>
        name={configField("pkceEnabled")}
        label={t("identityProviders.oidc.pkce")}
        isDisabled={readOnly}
      />
      {pkce && (
        <SelectControl<IdentityProviderFormValues>
          name={configField("pkceMethod")}
          label={t("identityProviders.oidc.pkceMethod")}
          isDisabled={readOnly}
          rules={{ required: true }}
          options={["S256", "plain"]}
        />
      )}
    </>
  );
}
