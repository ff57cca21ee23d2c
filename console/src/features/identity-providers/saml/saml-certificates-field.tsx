import { Button, HelperText, HelperTextItem } from "@patternfly/react-core";
import { UploadIcon } from "@patternfly/react-icons";
import { useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import type { IdentityProviderFormValues } from "../form-state";
import { certificateInPem } from "./pem-certificate";
import { certificateBody, certificateListCodec, hasEmptyEntry } from "./saml-values";

const fieldName = "config.signingCertificate" as const;

/**
 * The certificates the provider's signatures are checked with: pasted, or read from a PEM file
 * (in the browser, see `certificateInPem`). Several may be given while the provider rolls its
 * keys over.
 */
export function SamlCertificatesField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext<IdentityProviderFormValues>();
  const [isReading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string>();

  const addCertificate = (certificate: string) => {
    const current = certificateListCodec.read(getValues(fieldName)).filter((value) => value !== "");
    setValue(fieldName, certificateListCodec.write([...current, certificateBody(certificate)]), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  const readFile = async (file: File) => {
    setUploadError(undefined);
    setReading(true);
    try {
      const certificate = certificateInPem(await file.text());
      if (certificate === undefined) setUploadError(t("identityProviders.saml.noCertificate"));
      else addCertificate(certificate);
    } catch (error) {
      setUploadError(t("identityProviders.saml.uploadFailed", { error: String(error) }));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <MultiValueControl
        name={fieldName}
        label={t("identityProviders.saml.certificates")}
        labelIcon={t("identityProviders.saml.certificatesHelp")}
        addLabel={t("identityProviders.saml.addCertificate")}
        codec={certificateListCodec}
        rules={{
          validate: (value: unknown) =>
            !hasEmptyEntry(certificateListCodec.read(value)) ||
            t("identityProviders.saml.emptyCertificate"),
        }}
        isDisabled={readOnly}
      />
      {!readOnly && (
        <div>
          <input
            ref={fileInput}
            type="file"
            accept=".pem,.crt,.cer"
            hidden
            aria-hidden
            tabIndex={-1}
            data-testid="certificate-file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void readFile(file);
            }}
          />
          <Button
            variant="secondary"
            icon={<UploadIcon />}
            isLoading={isReading}
            isDisabled={isReading}
            onClick={() => fileInput.current?.click()}
          >
            {t("identityProviders.saml.uploadCertificate")}
          </Button>
          {uploadError !== undefined && (
            <HelperText>
              <HelperTextItem variant="error">{uploadError}</HelperTextItem>
            </HelperText>
          )}
        </div>
      )}
    </>
  );
}
