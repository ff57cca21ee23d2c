import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import type { IdentityProviderFormValues } from "../form-state";
import { SamlCertificatesField } from "./saml-certificates-field";
import type { SamlSectionProps } from "./saml-endpoint-fields";
import { encryptionAlgorithms, keyNameTransformers, signatureAlgorithms } from "./saml-values";

const isOn = (value: unknown) => value === true || value === "true";

/** Signing and encryption both ways, and the certificates that check the provider's signatures. */
export function SamlSignatureFields({ readOnly }: SamlSectionProps) {
  const { t } = useTranslation();
  const [requestsSigned, assertionsEncrypted, validateSignature] = useWatch<
    IdentityProviderFormValues,
    ["config.wantAuthnRequestsSigned", "config.wantAssertionsEncrypted", "config.validateSignature"]
  >({
    name: [
      "config.wantAuthnRequestsSigned",
      "config.wantAssertionsEncrypted",
      "config.validateSignature",
    ],
  });
  const switchProps = { valueAs: "text", isDisabled: readOnly } as const;
  return (
    <FormSection title={t("identityProviders.saml.signatures")} titleElement="h2">
      <SwitchControl
        name="config.wantAuthnRequestsSigned"
        label={t("identityProviders.saml.wantAuthnRequestsSigned")}
        labelIcon={t("identityProviders.saml.wantAuthnRequestsSignedHelp")}
        {...switchProps}
      />
      {isOn(requestsSigned) && (
        <>
          <SelectControl
            name="config.signatureAlgorithm"
            label={t("identityProviders.saml.signatureAlgorithm")}
            options={signatureAlgorithms}
            isDisabled={readOnly}
          />
          <SelectControl
            name="config.xmlSigKeyInfoKeyNameTransformer"
            label={t("identityProviders.saml.keyNameTransformer")}
            labelIcon={t("identityProviders.saml.keyNameTransformerHelp")}
            options={keyNameTransformers}
            isDisabled={readOnly}
          />
        </>
      )}
      <SwitchControl
        name="config.wantAssertionsSigned"
        label={t("identityProviders.saml.wantAssertionsSigned")}
        {...switchProps}
      />
      <SwitchControl
        name="config.wantAssertionsEncrypted"
        label={t("identityProviders.saml.wantAssertionsEncrypted")}
        {...switchProps}
      />
      {isOn(assertionsEncrypted) && (
        <SelectControl
          name="config.encryptionAlgorithm"
          label={t("identityProviders.saml.encryptionAlgorithm")}
          options={encryptionAlgorithms}
          isDisabled={readOnly}
        />
      )}
      <SwitchControl
        name="config.signSpMetadata"
        label={t("identityProviders.saml.signSpMetadata")}
        {...switchProps}
      />
      <SwitchControl
        name="config.validateSignature"
        label={t("identityProviders.saml.validateSignature")}
        labelIcon={t("identityProviders.saml.validateSignatureHelp")}
        {...switchProps}
      />
      {isOn(validateSignature) && <SamlCertificatesField readOnly={readOnly} />}
    </FormSection>
  );
}
