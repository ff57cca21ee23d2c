import {
  Button,
  FileUpload,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  InputGroup,
  InputGroupItem,
  TextInput,
} from "@patternfly/react-core";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormField } from "@/shared/ui/form/form-field";
import { fieldErrorMessage, isHttpUrl } from "@/shared/ui/form/rules";
import { useImportProviderConfig, type MetadataSource } from "../api/use-import-provider-config";
import { configField, type IdentityProviderFormValues } from "../form-state";

export interface ImportMetadataProps {
  providerId: string;
  /** The config key that holds the metadata's address, kept with the provider. */
  urlKey: string;
  /** Translated label of the address field ("Discovery endpoint", "SAML entity descriptor"). */
  urlLabel: string;
  /** Translated label of the file choice. */
  fileLabel: string;
  helperText?: string;
  isDisabled?: boolean;
}

/**
 * Fills the provider's config from its published metadata: the server reads the address (or the
 * chosen file) and answers the settings it found, which replace the form's values of those keys.
 * When the server cannot read it, its reason shows on the address field and nothing typed is lost.
 */
export function ImportMetadata({
  providerId,
  urlKey,
  urlLabel,
  fileLabel,
  helperText,
  isDisabled = false,
}: ImportMetadataProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const form = useFormContext<IdentityProviderFormValues>();
  const urlName = configField(urlKey);
  // A key the provider does not have yet is absent from the form's config, not empty.
  const watched: unknown = useWatch({ control: form.control, name: urlName });
  const url = typeof watched === "string" ? watched : "";
  const importConfig = useImportProviderConfig(providerId);
  const [fileName, setFileName] = useState("");
  const [fileError, setFileError] = useState<string>();
  const urlError = fieldErrorMessage(
    form.getFieldState(urlName, form.formState).error,
    undefined,
    t,
  );

  const run = async (source: MetadataSource) => {
    try {
      const found = await importConfig.mutateAsync(source);
      for (const [key, value] of Object.entries(found)) {
        if (typeof value !== "string" || key === urlKey) continue;
        form.setValue(configField(key), value, { shouldDirty: true });
      }
      addAlert(t("identityProviders.settings.importDone"), "success");
      return undefined;
    } catch (error) {
      // Both parts, as the server's code ("bad_gateway") and its description say different things.
      const { message, description } = errorMessage(error, t);
      const reason = [message, description]
        .filter((part) => part !== undefined && part !== "")
        .join(": ");
      return reason === ""
        ? t("identityProviders.settings.importFailed")
        : t("identityProviders.settings.importFailedReason", { reason });
    }
  };

  const importUrl = async () => {
    form.clearErrors(urlName);
    if (!isHttpUrl(url)) {
      form.setError(urlName, {
        type: "validate",
        message: t("identityProviders.settings.urlInvalid"),
      });
      return;
    }
    const failure = await run({ fromUrl: url });
    if (failure !== undefined)
      form.setError(urlName, { type: "server", message: failure }, { shouldFocus: true });
  };

  return (
    <>
      <FormField id={urlName} label={urlLabel} helperText={helperText} errorMessage={urlError}>
        <InputGroup>
          <InputGroupItem isFill>
            <TextInput
              id={urlName}
              data-testid={urlName}
              inputMode="url"
              value={url}
              readOnly={isDisabled}
              validated={urlError === undefined ? "default" : "error"}
              aria-describedby={
                urlError !== undefined || helperText !== undefined ? `${urlName}-helper` : undefined
              }
              onChange={(_event, value) => {
                form.clearErrors(urlName);
                form.setValue(urlName, value, { shouldDirty: true });
              }}
              onKeyDown={(event) => {
                // Enter imports instead of submitting the whole form.
                if (event.key !== "Enter") return;
                event.preventDefault();
                void importUrl();
              }}
            />
          </InputGroupItem>
          {!isDisabled && (
            <InputGroupItem>
              <Button
                variant="control"
                isLoading={importConfig.isPending}
                isDisabled={importConfig.isPending || url.trim() === ""}
                onClick={() => void importUrl()}
                data-testid="import-metadata"
              >
                {t("identityProviders.settings.import")}
              </Button>
            </InputGroupItem>
          )}
        </InputGroup>
      </FormField>
      {!isDisabled && (
        <FormGroup label={fileLabel} fieldId="metadata-file">
          <FileUpload
            id="metadata-file"
            filename={fileName}
            hideDefaultPreview
            aria-label={fileLabel}
            filenamePlaceholder={t("form.dropFile")}
            filenameAriaLabel={t("form.fileName", { label: fileLabel })}
            browseButtonText={t("form.browse")}
            clearButtonText={t("form.clear")}
            isLoading={importConfig.isPending}
            validated={fileError === undefined ? "default" : "error"}
            onFileInputChange={(_event, file) => {
              setFileName(file.name);
              setFileError(undefined);
              void run({ file }).then(setFileError);
            }}
            onClearClick={() => {
              setFileName("");
              setFileError(undefined);
            }}
            data-testid="metadata-file"
          />
          {fileError !== undefined && (
            <FormHelperText>
              <HelperText>
                <HelperTextItem variant="error">{fileError}</HelperTextItem>
              </HelperText>
            </FormHelperText>
          )}
        </FormGroup>
      )}
    </>
  );
}
