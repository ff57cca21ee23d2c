import {
  Alert,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Form,
  FormSection,
} from "@patternfly/react-core";
import { useEffect, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { toClient, toClients } from "@/shared/paths/client-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { CodeEditorControl } from "@/shared/ui/form/code-editor-control";
import { FileUploadControl } from "@/shared/ui/form/file-upload-control";
import { FormActions } from "@/shared/ui/form/form-actions";
import { TextControl } from "@/shared/ui/form/text-control";
import { useCreateClient } from "../api/use-create-client";
import { importedClient, parseImport } from "../import-state";
import { protocolLabel } from "./protocol-label";

interface ImportFormValues {
  /** The text of the file last chosen; it replaces the JSON below when a file is read. */
  file: string;
  json: string;
  clientId: string;
  name: string;
}

/**
 * Imports a client from its JSON: read from a file or pasted into the editor, checked as it is
 * typed, and previewed with its client id and name, which may be changed before importing (to
 * import a copy beside the original). The server's refusal shows on the client id when it is taken,
 * else above the buttons, and the text stays.
 */
export function ImportClientForm() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const create = useCreateClient();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ImportFormValues>({
    defaultValues: { file: "", json: "", clientId: "", name: "" },
    mode: "onChange",
  });
  const { control, setValue } = form;
  const file = useWatch({ control, name: "file" });
  const json = useWatch({ control, name: "json" });
  const parsed = parseImport(json);
  const client = parsed.kind === "client" ? parsed.client : undefined;

  useEffect(() => {
    if (file !== "") setValue("json", file, { shouldDirty: true, shouldValidate: true });
  }, [file, setValue]);
  // A new text brings its own client id and name into the preview.
  const fileClientId = client?.clientId ?? "";
  const fileName = client?.name ?? "";
  useEffect(() => {
    setValue("clientId", fileClientId, { shouldDirty: true });
    setValue("name", fileName, { shouldDirty: true });
  }, [fileClientId, fileName, setValue]);

  const submit = async (values: ImportFormValues) => {
    if (client === undefined) return;
    setFailure(undefined);
    try {
      const id = await create.mutateAsync(importedClient(client, values));
      addAlert(t("clients.import.success", { clientId: values.clientId.trim() }), "success");
      void navigate(toClient({ realm, clientId: id }));
    } catch (error) {
      const failed = errorMessage(error, t);
      if (failed.status === 409) {
        form.setError(
          "clientId",
          { message: t("clients.create.clientIdTaken") },
          { shouldFocus: true },
        );
        return;
      }
      const reason = failed.message === "" ? t("clients.import.failed") : failed.message;
      // The server's description says more than its error code (e.g. "bad_gateway").
      setFailure(failed.description === undefined ? reason : `${reason}: ${failed.description}`);
    }
  };

  return (
    <FormProvider {...form}>
      <Form isWidthLimited onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <FileUploadControl
          control={control}
          name="file"
          label={t("clients.import.file")}
          helperText={t("clients.import.fileHelp")}
          accept={{ "application/json": [".json"] }}
          hidePreview
        />
        <CodeEditorControl
          control={control}
          name="json"
          label={t("clients.import.json")}
          language="json"
          height="20rem"
          rules={{
            required: t("clients.import.required"),
            validate: (value: string) => {
              const result = parseImport(value);
              if (result.kind !== "invalid" || result.reason === "json") return true;
              return t(`clients.import.invalid.${result.reason}`);
            },
          }}
        />
        {client !== undefined && (
          <FormSection title={t("clients.import.preview")} titleElement="h2">
            <DescriptionList isHorizontal>
              <DescriptionListGroup>
                <DescriptionListTerm>{t("clients.type")}</DescriptionListTerm>
                <DescriptionListDescription>
                  {protocolLabel(t, client.protocol)}
                </DescriptionListDescription>
              </DescriptionListGroup>
            </DescriptionList>
            <TextControl
              control={control}
              name="clientId"
              label={t("clients.clientId")}
              rules={{
                validate: (value: string) =>
                  value.trim() !== "" || t("clients.import.clientIdRequired"),
              }}
            />
            <TextControl control={control} name="name" label={t("clients.name")} />
          </FormSection>
        )}
        {failure !== undefined && (
          <Alert variant="danger" isInline title={t("clients.import.failed")}>
            {failure}
          </Alert>
        )}
        <FormActions
          control={control}
          isLoading={create.isPending}
          isDisabled={client === undefined || create.isPending}
          saveLabel={t("clients.import.save")}
          onCancel={() => void navigate(toClients({ realm }))}
        />
      </Form>
    </FormProvider>
  );
}
