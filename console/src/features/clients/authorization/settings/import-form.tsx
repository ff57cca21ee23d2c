import {
  ActionGroup,
  Alert,
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Form,
  Title,
} from "@patternfly/react-core";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FileUploadControl } from "@/shared/ui/form/file-upload-control";
import { useImportResourceServer } from "../../api/resource-server-import";
import { readImportFile, type ImportPreview } from "./import-preview";

interface ImportFormValues {
  text: string;
}

function PreviewList({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const settingText = (prefix: string, value: string | undefined) =>
    value === undefined ? t("authorization.import.unchanged") : t(`${prefix}.${value}`, value);
  const entries: [string, string][] = [
    [t("authorization.import.resources"), String(preview.resources)],
    [t("authorization.import.scopes"), String(preview.scopes)],
    [t("authorization.import.policies"), String(preview.policies)],
    [t("authorization.import.permissions"), String(preview.permissions)],
    [
      t("authorization.settings.enforcementMode"),
      settingText("authorization.settings.enforcementMode", preview.policyEnforcementMode),
    ],
    [
      t("authorization.settings.decisionStrategy"),
      settingText("authorization.settings.decisionStrategy", preview.decisionStrategy),
    ],
    [
      t("authorization.settings.remoteResourceManagement"),
      preview.allowRemoteResourceManagement === undefined
        ? t("authorization.import.unchanged")
        : preview.allowRemoteResourceManagement
          ? t("authorization.resource.on")
          : t("authorization.resource.off"),
    ],
  ];
  return (
    <DescriptionList isHorizontal isCompact aria-label={t("authorization.import.preview")}>
      {entries.map(([term, value]) => (
        <DescriptionListGroup key={term}>
          <DescriptionListTerm>{term}</DescriptionListTerm>
          <DescriptionListDescription>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}

/**
 * Imports a resource server's export into this client: the file is read and previewed in the
 * browser, then sent. A refusal is shown here and the file's text stays, to correct and try again.
 */
export function ImportForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const importServer = useImportResourceServer(clientId);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<ImportFormValues>({ defaultValues: { text: "" }, mode: "onChange" });
  const text = useWatch({ control: form.control, name: "text" });
  const read = text.trim() === "" ? undefined : readImportFile(text);

  const apply = async () => {
    if (read === undefined) return;
    setRefusal(undefined);
    try {
      await importServer.mutateAsync(read.server);
      addAlert(t("authorization.import.done"), "success");
      form.reset({ text: "" });
    } catch (error) {
      setRefusal(errorMessage(error, t).message);
    }
  };

  return (
    <FormProvider {...form}>
      <Form onSubmit={(event) => void form.handleSubmit(apply)(event)} isWidthLimited>
        <Title headingLevel="h2">{t("authorization.import.title")}</Title>
        <FileUploadControl<ImportFormValues>
          name="text"
          label={t("authorization.import.file")}
          helperText={t("authorization.import.fileHelp")}
          accept={{ "application/json": [".json"] }}
          rules={{
            validate: (value) =>
              value.trim() === "" ||
              readImportFile(value) !== undefined ||
              t("authorization.import.notResourceServer"),
          }}
        />
        {read !== undefined && <PreviewList preview={read.preview} />}
        {refusal !== undefined && (
          <Alert isInline variant="danger" title={t("authorization.import.refused")}>
            {refusal}
          </Alert>
        )}
        <ActionGroup>
          <Button
            type="submit"
            isDisabled={read === undefined || importServer.isPending}
            isLoading={importServer.isPending}
          >
            {t("authorization.import.apply")}
          </Button>
        </ActionGroup>
      </Form>
    </FormProvider>
  );
}
