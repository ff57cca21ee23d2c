import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { FileUploadControl } from "@/shared/ui/form/file-upload-control";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import {
  isKeyArchive,
  keyArchiveFormats,
  useImportClientKey,
  type KeyImportFormat,
} from "../api/keys-import";
import type { ClientKeyUse } from "../api/keys-key-info-query";
import { KeyStoreFileControl } from "./key-store-file-control";

interface ImportKeyValues {
  format: KeyImportFormat;
  keyAlias: string;
  storePassword: string;
  keyPassword: string;
  archive: File | null;
  text: string;
}

export interface ImportKeyDialogProps {
  clientId: string;
  attr: ClientKeyUse;
  /** Text formats offered besides key stores, e.g. a PEM certificate. */
  textFormats: readonly KeyImportFormat[];
  /** Keep the private key of a key store too (SAML keys); otherwise only its certificate. */
  withPrivateKey: boolean;
  onClose: () => void;
}

/**
 * Replaces one of the client's keys with one from a key store (with its alias and password) or
 * from a PEM or JSON Web Key Set text. The server's refusal shows in the dialog, with what was
 * chosen kept.
 */
export function ImportKeyDialog({
  clientId,
  attr,
  textFormats,
  withPrivateKey,
  onClose,
}: ImportKeyDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const upload = useImportClientKey(clientId);
  const supported = useServerInfo().cryptoInfo?.supportedKeystoreTypes;
  const archives = keyArchiveFormats.filter(
    (format) => supported === undefined || supported.includes(format),
  );
  const form = useForm<ImportKeyValues>({
    defaultValues: {
      format: archives[0] ?? textFormats[0],
      keyAlias: "",
      storePassword: "",
      keyPassword: "",
      archive: null,
      text: "",
    },
  });
  const format = useWatch({ control: form.control, name: "format" });
  const isArchive = isKeyArchive(format);

  return (
    <FormDialog
      title={t("clientKeys.importTitle")}
      description={t("clientKeys.importDescription")}
      form={form}
      variant="medium"
      submitLabel={t("clientKeys.import")}
      errorTitle={t("clientKeys.importError")}
      onClose={onClose}
      onSubmit={async (values) => {
        await upload.mutateAsync({
          attr,
          format: values.format,
          file: isKeyArchive(values.format) ? (values.archive ?? "") : values.text,
          keyAlias: values.keyAlias,
          storePassword: values.storePassword,
          keyPassword: values.keyPassword,
          withPrivateKey,
        });
        addAlert(t("clientKeys.imported"), "success");
      }}
    >
      <SelectControl<ImportKeyValues, "format">
        name="format"
        label={t("clientKeys.format")}
        options={[...archives, ...textFormats]}
      />
      {isArchive ? (
        <>
          <TextControl<ImportKeyValues, "keyAlias">
            name="keyAlias"
            label={t("clientKeys.keyAlias")}
            rules={{ required: true }}
          />
          {withPrivateKey && (
            <PasswordControl<ImportKeyValues, "keyPassword">
              name="keyPassword"
              label={t("clientKeys.keyPassword")}
            />
          )}
          <PasswordControl<ImportKeyValues, "storePassword">
            name="storePassword"
            label={t("clientKeys.storePassword")}
            rules={{ required: true }}
          />
          <KeyStoreFileControl<ImportKeyValues, "archive">
            name="archive"
            label={t("clientKeys.keyStoreFile")}
            rules={{ validate: (file) => file !== null || t("clientKeys.fileRequired") }}
          />
        </>
      ) : (
        <FileUploadControl<ImportKeyValues, "text">
          name="text"
          label={t("clientKeys.keyText")}
          rules={{ validate: (text) => text.trim() !== "" || t("clientKeys.fileRequired") }}
        />
      )}
    </FormDialog>
  );
}
