import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { countRules } from "../components/config-rules";
import type { IdentityProviderFormValues } from "../form-state";
import type { SamlSectionProps } from "./saml-endpoint-fields";
import { nameIdPolicyFormats, principalTypes, transientNameIdFormat } from "./saml-values";

/** Principal types that read the subject NameID; none chosen reads it too. */
const subjectPrincipal: readonly (string | undefined)[] = [undefined, "", "SUBJECT"];

/** What this realm asks the provider for and how it reads the answer. */
export function SamlRequestFields({ readOnly }: SamlSectionProps) {
  const { t } = useTranslation();
  // Absent until chosen: a provider without one reads the subject NameID.
  const principalType = useWatch<IdentityProviderFormValues, "config.principalType">({
    name: "config.principalType",
  });
  const wholeNumber = countRules(t);
  const switchProps = { valueAs: "text", isDisabled: readOnly } as const;
  return (
    <FormSection title={t("identityProviders.saml.requests")} titleElement="h2">
      <SelectControl
        name="config.nameIDPolicyFormat"
        label={t("identityProviders.saml.nameIdPolicyFormat")}
        labelIcon={t("identityProviders.saml.nameIdPolicyFormatHelp")}
        options={nameIdPolicyFormats}
        rules={{
          // The server refuses a transient NameID as the user's identity: it changes every time.
          validate: (value: unknown) =>
            value !== transientNameIdFormat ||
            !subjectPrincipal.includes(principalType) ||
            t("identityProviders.saml.transientSubject"),
        }}
        isDisabled={readOnly}
      />
      <SelectControl
        name="config.principalType"
        label={t("identityProviders.saml.principalType")}
        options={principalTypes.map((key) => ({
          key,
          value: t(`identityProviders.saml.principal.${key}`),
        }))}
        isDisabled={readOnly}
      />
      {(principalType === "ATTRIBUTE" || principalType === "FRIENDLY_ATTRIBUTE") && (
        <TextControl
          name="config.principalAttribute"
          label={t("identityProviders.saml.principalAttribute")}
          rules={{ required: true, maxLength: storedTextLimit }}
          isDisabled={readOnly}
        />
      )}
      <SwitchControl
        name="config.allowCreate"
        label={t("identityProviders.saml.allowCreate")}
        {...switchProps}
      />
      <SwitchControl
        name="config.postBindingResponse"
        label={t("identityProviders.saml.postBindingResponse")}
        {...switchProps}
      />
      <SwitchControl
        name="config.postBindingAuthnRequest"
        label={t("identityProviders.saml.postBindingAuthnRequest")}
        {...switchProps}
      />
      <SwitchControl
        name="config.postBindingLogout"
        label={t("identityProviders.saml.postBindingLogout")}
        {...switchProps}
      />
      <SwitchControl
        name="config.forceAuthn"
        label={t("identityProviders.saml.forceAuthn")}
        {...switchProps}
      />
      <SwitchControl
        name="config.loginHint"
        label={t("identityProviders.saml.passSubject")}
        labelIcon={t("identityProviders.saml.passSubjectHelp")}
        {...switchProps}
      />
      <TextControl
        name="config.allowedClockSkew"
        label={t("identityProviders.saml.allowedClockSkew")}
        labelIcon={t("identityProviders.saml.allowedClockSkewHelp")}
        inputMode="numeric"
        rules={wholeNumber}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.attributeConsumingServiceIndex"
        label={t("identityProviders.saml.attributeConsumingServiceIndex")}
        inputMode="numeric"
        rules={wholeNumber}
        isDisabled={readOnly}
      />
      <TextControl
        name="config.attributeConsumingServiceName"
        label={t("identityProviders.saml.attributeConsumingServiceName")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={readOnly}
      />
    </FormSection>
  );
}
