import type { RealmRepresentation } from "@gatehouse/admin-client";
import {
  FileUpload,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useCreateRealm } from "../api/use-create-realm";
import { parseRealmFile, realmNamePattern } from "./realm-file";

interface CreateRealmValues {
  realm: string;
  enabled: boolean;
}

export interface CreateRealmDialogProps {
  onClose: () => void;
  /** Called with the new realm's name once it exists. */
  onCreated: (realm: string) => void;
}

/** Creates a realm from a name and the enabled switch, or from an exported realm's JSON file. */
export function CreateRealmDialog({ onClose, onCreated }: CreateRealmDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const createRealm = useCreateRealm();
  const form = useForm<CreateRealmValues>({
    mode: "onChange",
    defaultValues: { realm: "", enabled: true },
  });
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [imported, setImported] = useState<RealmRepresentation>();
  const [fileError, setFileError] = useState<string>();

  const readFile = (name: string, text: string) => {
    setFile({ name, text });
    const result = parseRealmFile(text);
    if (!result.ok) {
      setImported(undefined);
      setFileError(
        result.reason === "invalid-json"
          ? t("realms.create.fileInvalidJson")
          : t("realms.create.fileNotRealm"),
      );
      return;
    }
    setFileError(undefined);
    setImported(result.realm);
    if (typeof result.realm.realm === "string") {
      form.setValue("realm", result.realm.realm, { shouldValidate: true, shouldDirty: true });
    }
    if (typeof result.realm.enabled === "boolean") {
      form.setValue("enabled", result.realm.enabled, { shouldDirty: true });
    }
  };

  const clearFile = () => {
    setFile(undefined);
    setImported(undefined);
    setFileError(undefined);
  };

  return (
    <FormDialog<CreateRealmValues>
      title={t("realms.create.title")}
      variant="medium"
      form={form}
      submitLabel={t("realms.create.submit")}
      cancelLabel={t("realms.create.cancel")}
      isSubmitDisabled={!form.formState.isValid || fileError !== undefined}
      errorTitle={t("realms.create.error")}
      onSubmit={async ({ realm, enabled }) => {
        await createRealm.mutateAsync({ ...imported, realm, enabled });
        addAlert(t("realms.create.success", { realm }), "success");
        onCreated(realm);
      }}
      onClose={onClose}
    >
      <FormGroup label={t("realms.create.file")} fieldId="realm-file">
        <FileUpload
          id="realm-file"
          type="text"
          value={file?.text ?? ""}
          filename={file?.name ?? ""}
          filenamePlaceholder={t("realms.create.filePlaceholder")}
          browseButtonText={t("realms.create.browse")}
          clearButtonText={t("realms.create.clearFile")}
          hideDefaultPreview
          allowEditingUploadedText={false}
          validated={fileError ? "error" : "default"}
          dropzoneProps={{ accept: { "application/json": [".json"] } }}
          onFileInputChange={(_event, selected) => {
            void selected.text().then((text) => {
              readFile(selected.name, text);
            });
          }}
          onClearClick={clearFile}
        />
        {fileError && (
          <FormHelperText>
            <HelperText>
              <HelperTextItem variant="error">{fileError}</HelperTextItem>
            </HelperText>
          </FormHelperText>
        )}
      </FormGroup>
      <TextControl
        name="realm"
        label={t("realms.create.name")}
        rules={{
          required: true,
          pattern: { value: realmNamePattern, message: t("realms.create.nameInvalid") },
        }}
        autoComplete="off"
      />
      <SwitchControl name="enabled" label={t("realms.create.enabled")} />
    </FormDialog>
  );
}
