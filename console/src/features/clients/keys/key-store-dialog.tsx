import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { downloadFile } from "@/shared/lib/download-file";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useDownloadClientKeyStore } from "../api/keys-download";
import { keyArchiveFormats } from "../api/keys-import";
import type { ClientKeyUse } from "../api/keys-key-info-query";

interface KeyStoreValues {
  format: string;
  keyAlias: string;
  keyPassword: string;
  storePassword: string;
}

const fileExtensions: Record<string, string> = { JKS: "jks", PKCS12: "p12", BCFKS: "bcfks" };

export interface KeyStoreDialogProps {
  clientId: string;
  /** Used as the default key alias and in the file name. */
  clientName: string;
  attr: ClientKeyUse;
  /** Generate a new key pair into the key store (replacing the client's) instead of exporting. */
  generate: boolean;
  onClose: () => void;
}

/**
 * Packs one of the client's keys into a password-protected key store and downloads it; with
 * `generate`, a new key pair is made for it first and the client keeps only its certificate.
 */
export function KeyStoreDialog({
  clientId,
  clientName,
  attr,
  generate,
  onClose,
}: KeyStoreDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const download = useDownloadClientKeyStore(clientId);
  const supported = useServerInfo().cryptoInfo?.supportedKeystoreTypes;
  const formats = keyArchiveFormats.filter(
    (format) => supported === undefined || supported.includes(format),
  );
  const form = useForm<KeyStoreValues>({
    defaultValues: {
      format: formats[0] ?? "JKS",
      keyAlias: clientName,
      keyPassword: "",
      storePassword: "",
    },
  });

  return (
    <FormDialog
      title={t(generate ? "clientKeys.generateDownloadTitle" : "clientKeys.exportTitle")}
      description={t(
        generate ? "clientKeys.generateDownloadDescription" : "clientKeys.exportDescription",
      )}
      form={form}
      submitLabel={t(generate ? "clientKeys.generateDownload" : "clientKeys.export")}
      errorTitle={t(generate ? "clientKeys.generateError" : "clientKeys.exportError")}
      onClose={onClose}
      onSubmit={async ({ format, keyAlias, keyPassword, storePassword }) => {
        const bytes = await download.mutateAsync({
          attr,
          generate,
          config: { format, keyAlias: keyAlias.trim(), keyPassword, storePassword },
        });
        downloadFile(
          `keystore.${fileExtensions[format] ?? "keystore"}`,
          new Blob([bytes], { type: "application/octet-stream" }),
        );
        addAlert(t(generate ? "clientKeys.generatedDownloaded" : "clientKeys.exported"), "success");
      }}
    >
      <SelectControl<KeyStoreValues, "format">
        name="format"
        label={t("clientKeys.format")}
        options={formats}
      />
      <TextControl<KeyStoreValues, "keyAlias">
        name="keyAlias"
        label={t("clientKeys.keyAlias")}
        rules={{
          required: true,
          validate: (value) => value.trim() !== "" || t("clientKeys.keyAliasBlank"),
        }}
      />
      <PasswordControl<KeyStoreValues, "keyPassword">
        name="keyPassword"
        label={t("clientKeys.keyPassword")}
        autoComplete="new-password"
        rules={{ required: true }}
      />
      <PasswordControl<KeyStoreValues, "storePassword">
        name="storePassword"
        label={t("clientKeys.storePassword")}
        autoComplete="new-password"
        rules={{ required: true }}
      />
    </FormDialog>
  );
}
