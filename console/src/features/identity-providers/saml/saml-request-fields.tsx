import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { countRules } from "../components/config-rules";
import type { IdentityProviderFormValues } from "../form-state";
import { SamlConfigSwitches, type SamlSwitch } from "./saml-config-switches";
import type { SamlSectionProps } from "./saml-endpoint-fields";
import { nameIdPolicyFormats, principalTypes, transientNameIdFormat } from "./saml-values";

/** Principal types that read the subject NameID; none chosen reads it too. */
const subjectPrincipal: readonly (string | undefined)[] = [undefined, "", "SUBJECT"];

const requestSwitches: readonly SamlSwitch[] = [
  { key: "allowCreate", label: "identityProviders.saml.allowCreate" },
  { key: "postBindingResponse", label: "identityProviders.saml.postBindingResponse" },
  { key: "postBindingAuthnRequest", label: "identityProviders.saml.postBindingAuthnRequest" },
  { key: "postBindingLogout", label: "identityProviders.saml.postBindingLogout" },
  { key: "forceAuthn", label: "identityProviders.saml.forceAuthn" },
  {
    key: "loginHint",
    label: "identityProviders.saml.passSubject",
    help: "identityProviders.saml.passSubjectHelp",
  },
];

/** What this realm asks the provider for and how it reads the answer. */
export function SamlRequestFields({ readOnly }: SamlSectionProps) {
  const { t } = useTranslation();
  // Absent until chosen: a provider without one reads the subject NameID.
  const principalType = useWatch<IdentityProviderFormValues, "config.principalType">({
    name: "config.principalType",
  });
  const wholeNumber = countRules(t);
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
      <SamlConfigSwitches switches={requestSwitches} readOnly={readOnly} />
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
