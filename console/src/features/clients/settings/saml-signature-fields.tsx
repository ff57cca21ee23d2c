import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { attributeField } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";

const signatureAlgorithms = [
  "RSA_SHA1",
  "RSA_SHA256",
  "RSA_SHA256_MGF1",
  "RSA_SHA512",
  "RSA_SHA512_MGF1",
  "DSA_SHA1",
] as const;
const keyNames = ["NONE", "KEY_ID", "CERT_SUBJECT"] as const;
const canonicalizations = [
  { key: "http://www.w3.org/2001/10/xml-exc-c14n#", value: "EXCLUSIVE" },
  { key: "http://www.w3.org/2001/10/xml-exc-c14n#WithComments", value: "EXCLUSIVE_WITH_COMMENTS" },
  { key: "http://www.w3.org/TR/2001/REC-xml-c14n-20010315", value: "INCLUSIVE" },
  {
    key: "http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments",
    value: "INCLUSIVE_WITH_COMMENTS",
  },
] as const;
const encryptionAlgorithms = [
  { key: "http://www.w3.org/2009/xmlenc11#aes256-gcm", value: "AES-256-GCM" },
  { key: "http://www.w3.org/2009/xmlenc11#aes192-gcm", value: "AES-192-GCM" },
  { key: "http://www.w3.org/2009/xmlenc11#aes128-gcm", value: "AES-128-GCM" },
  { key: "http://www.w3.org/2001/04/xmlenc#aes256-cbc", value: "AES-256-CBC" },
  { key: "http://www.w3.org/2001/04/xmlenc#aes192-cbc", value: "AES-192-CBC" },
  { key: "http://www.w3.org/2001/04/xmlenc#aes128-cbc", value: "AES-128-CBC" },
] as const;
const keyTransportAlgorithms = [
  { key: "http://www.w3.org/2009/xmlenc11#rsa-oaep", value: "RSA-OAEP-11" },
  { key: "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p", value: "RSA-OAEP-MGF1P" },
  { key: "http://www.w3.org/2001/04/xmlenc#rsa-1_5", value: "RSA1_5" },
] as const;
const digestMethods = [
  { key: "http://www.w3.org/2000/09/xmldsig#sha1", value: "SHA-1" },
  { key: "http://www.w3.org/2001/04/xmlenc#sha256", value: "SHA-256" },
  { key: "http://www.w3.org/2001/04/xmlenc#sha512", value: "SHA-512" },
] as const;

/**
 * Whether the server signs a SAML client's documents and assertions, and how. The algorithms of
 * assertion encryption show once the client encrypts assertions (switched on with its encryption
 * key, in the keys tab); until then the server's defaults apply.
 */
export function SamlSignatureFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const control = form.control;
  const signDocuments = useWatch({ control, name: attributeField("saml.server.signature") });
  const signAssertions = useWatch({ control, name: attributeField("saml.assertion.signature") });
  const encrypts = useWatch({ control, name: attributeField("saml.encrypt") }) === true;
  const signs = signDocuments === true || signAssertions === true;
  const defaultOption = { key: "", value: t("clientSettings.serverDefault") };
  return (
    <>
      <SwitchControl
        control={control}
        name={attributeField("saml.server.signature")}
        id="signDocuments"
        data-testid="signDocuments"
        label={t("clientSettings.signDocuments")}
        helperText={t("clientSettings.signDocumentsHelp")}
        isDisabled={isDisabled}
      />
      <SwitchControl
        control={control}
        name={attributeField("saml.assertion.signature")}
        id="signAssertions"
        data-testid="signAssertions"
        label={t("clientSettings.signAssertions")}
        helperText={t("clientSettings.signAssertionsHelp")}
        isDisabled={isDisabled}
      />
      {signs && (
        <>
          <SelectControl
            control={control}
            name={attributeField("saml.signature.algorithm")}
            id="signatureAlgorithm"
            data-testid="signatureAlgorithm"
            label={t("clientSettings.signatureAlgorithm")}
            options={signatureAlgorithms}
            isDisabled={isDisabled}
          />
          <SelectControl
            control={control}
            name={attributeField("saml.server.signature.keyinfo.xmlSigKeyInfoKeyNameTransformer")}
            id="signatureKeyName"
            data-testid="signatureKeyName"
            label={t("clientSettings.signatureKeyName")}
            helperText={t("clientSettings.signatureKeyNameHelp")}
            placeholder={defaultOption.value}
            options={[defaultOption, ...keyNames]}
            isDisabled={isDisabled}
          />
          <SelectControl
            control={control}
            name={attributeField("saml_signature_canonicalization_method")}
            id="canonicalization"
            data-testid="canonicalization"
            label={t("clientSettings.canonicalization")}
            placeholder={defaultOption.value}
            options={[defaultOption, ...canonicalizations]}
            isDisabled={isDisabled}
          />
        </>
      )}
      {encrypts && (
        <>
          <SelectControl
            control={control}
            name={attributeField("saml.encryption.algorithm")}
            id="encryptionAlgorithm"
            data-testid="encryptionAlgorithm"
            label={t("clientSettings.encryptionAlgorithm")}
            placeholder={defaultOption.value}
            options={[defaultOption, ...encryptionAlgorithms]}
            isDisabled={isDisabled}
          />
          <SelectControl
            control={control}
            name={attributeField("saml.encryption.keyAlgorithm")}
            id="encryptionKeyAlgorithm"
            data-testid="encryptionKeyAlgorithm"
            label={t("clientSettings.encryptionKeyAlgorithm")}
            placeholder={defaultOption.value}
            options={[defaultOption, ...keyTransportAlgorithms]}
            isDisabled={isDisabled}
          />
          <SelectControl
            control={control}
            name={attributeField("saml.encryption.digestMethod")}
            id="encryptionDigestMethod"
            data-testid="encryptionDigestMethod"
            label={t("clientSettings.encryptionDigestMethod")}
            placeholder={defaultOption.value}
            options={[defaultOption, ...digestMethods]}
            isDisabled={isDisabled}
          />
        </>
      )}
    </>
  );
}
