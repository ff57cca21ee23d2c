import { FileUpload, FormGroup } from "@patternfly/react-core";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { CodeEditorControl } from "@/shared/ui/form/code-editor-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { useCreateRealm } from "../api/use-create-realm";
import { parseRealmFile, realmNameLimit, realmNamePattern } from "./realm-file";

interface CreateRealmValues {
  realm: string;
  enabled: boolean;
  /** An exported realm, uploaded or pasted; empty to create a bare realm. */
  json: string;
}

export interface CreateRealmDialogProps {
  onClose: () => void;
  /** Called with the new realm's name once it exists. */
  onCreated: (realm: string) => void;
}

/**
 * Creates a realm from a name and the enabled switch, or from an exported realm's JSON, uploaded
 * or pasted into the editor, where it can be looked over and changed before it is sent.
 */
export function CreateRealmDialog({ onClose, onCreated }: CreateRealmDialogProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const createRealm = useCreateRealm();
  const form = useForm<CreateRealmValues>({
    mode: "onChange",
    defaultValues: { realm: "", enabled: true, json: "" },
  });
  const [fileName, setFileName] = useState("");

  // The name and the switch follow the JSON as it is uploaded or edited, and stay editable: what
  // the form shows is what is sent.
  useEffect(
    () =>
      form.subscribe({
        name: "json",
        exact: true,
        formState: { values: true },
        callback: ({ values }) => {
          const result = parseRealmFile(values.json);
          if (!result.ok) return;
          if (typeof result.realm.realm === "string") {
            form.setValue("realm", result.realm.realm, { shouldValidate: true, shouldDirty: true });
          }
          if (typeof result.realm.enabled === "boolean") {
            form.setValue("enabled", result.realm.enabled, { shouldDirty: true });
          }
        },
      }),
    [form],
  );

  return (
    <FormDialog<CreateRealmValues>
      title={t("realms.create.title")}
      variant="medium"
      form={form}
      submitLabel={t("realms.create.submit")}
      cancelLabel={t("realms.create.cancel")}
      isSubmitDisabled={!form.formState.isValid}
      errorTitle={t("realms.create.error")}
      onSubmit={async ({ realm, enabled, json }) => {
        const imported = json.trim() === "" ? undefined : parseRealmFile(json);
        await createRealm.mutateAsync({ ...(imported?.ok ? imported.realm : {}), realm, enabled });
        addAlert(t("realms.create.success", { realm }), "success");
        onCreated(realm);
      }}
      onClose={onClose}
      refusedField={(failure, { realm }) =>
        failure.status === 409
          ? { field: "realm", message: t("realms.create.nameTaken", { realm }) }
          : undefined
      }
    >
      <FormGroup label={t("realms.create.file")} fieldId="realm-file">
        <FileUpload
          id="realm-file"
          type="text"
          value=""
          filename={fileName}
          filenamePlaceholder={t("realms.create.filePlaceholder")}
          browseButtonText={t("realms.create.browse")}
          clearButtonText={t("realms.create.clearFile")}
          hideDefaultPreview
          allowEditingUploadedText={false}
          dropzoneProps={{ accept: { "application/json": [".json"] } }}
          onFileInputChange={(_event, selected) => {
            void selected.text().then((text) => {
              setFileName(selected.name);
              form.setValue("json", text, { shouldValidate: true, shouldDirty: true });
            });
          }}
          onClearClick={() => {
            setFileName("");
            form.setValue("json", "", { shouldValidate: true, shouldDirty: true });
          }}
        />
      </FormGroup>
      <CodeEditorControl
        name="json"
        label={t("realms.create.json")}
        helperText={t("realms.create.jsonHelp")}
        language="json"
        height="14rem"
        rules={{
          validate: {
            realm: (value: string) =>
              value.trim() === "" || parseRealmFile(value).ok || t("realms.create.fileNotRealm"),
          },
        }}
      />
      <TextControl
        name="realm"
        label={t("realms.create.name")}
        rules={{
          required: true,
          maxLength: realmNameLimit,
          pattern: { value: realmNamePattern, message: t("realms.create.nameInvalid") },
        }}
        autoComplete="off"
      />
      <SwitchControl name="enabled" label={t("realms.create.enabled")} />
    </FormDialog>
  );
}
