import type { PartialImportPolicy, PartialImportResponse } from "@gatehouse/admin-client";
import { Content } from "@patternfly/react-core";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { CheckboxGroupControl } from "@/shared/ui/form/checkbox-group-control";
import { FileUploadControl } from "@/shared/ui/form/file-upload-control";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { usePartialImport } from "../api/use-partial-import";
import {
  countOf,
  type ImportResourceType,
  parseRealmExport,
  partialImportRequest,
  typesIn,
} from "../partial-import-file";
import { PartialImportResults } from "./partial-import-results";
import { importTypeLabel } from "./resource-type-label";

interface PartialImportValues {
  /** The chosen file's text. */
  file: string;
  types: ImportResourceType[];
  policy: PartialImportPolicy;
}

/**
 * Partial import: the administrator chooses an exported realm's file, sees what it holds, picks
 * the kinds of resource to bring in and what to do with those that already exist, then reads what
 * the server did with each. A refused import keeps the dialog and every choice.
 */
export function PartialImportDialog({ onClose }: { onClose: () => void }) {
  const [response, setResponse] = useState<PartialImportResponse>();
  return response === undefined ? (
    <PartialImportForm onImported={setResponse} onClose={onClose} />
  ) : (
    <PartialImportResults response={response} onClose={onClose} />
  );
}

function PartialImportForm({
  onImported,
  onClose,
}: {
  onImported: (response: PartialImportResponse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const partialImport = usePartialImport();
  // The dialog closes itself after the import; the results take its place instead.
  const imported = useRef<PartialImportResponse>(undefined);
  const form = useForm<PartialImportValues>({
    mode: "onChange",
    defaultValues: { file: "", types: [], policy: "FAIL" },
  });
  const text = useWatch({ control: form.control, name: "file" });
  const types = useWatch({ control: form.control, name: "types" });
  const parsed = text === "" ? undefined : parseRealmExport(text);
  const file = parsed?.ok === true ? parsed.file : undefined;

  // A newly chosen file starts with every kind of resource it holds checked.
  useEffect(
    () =>
      form.subscribe({
        name: "file",
        exact: true,
        formState: { values: true },
        callback: ({ values }) => {
          const result = parseRealmExport(values.file);
          form.setValue("types", result.ok ? typesIn(result.file) : [], { shouldValidate: true });
        },
      }),
    [form],
  );

  const fileError = (value: string) => {
    if (value === "") return t("realmSettings.actions.import.fileRequired");
    const result = parseRealmExport(value);
    if (result.ok) return true;
    switch (result.reason) {
      case "invalid-json":
        return t("realmSettings.actions.import.fileNotJson");
      case "not-a-realm":
        return t("realmSettings.actions.import.fileNotRealm");
      case "nothing-to-import":
        return t("realmSettings.actions.import.fileEmpty");
    }
  };

  return (
    <FormDialog<PartialImportValues>
      title={t("realmSettings.actions.import.title")}
      description={t("realmSettings.actions.import.description", { realm })}
      variant="medium"
      form={form}
      submitLabel={t("realmSettings.actions.import.submit")}
      isSubmitDisabled={file === undefined || types.length === 0}
      errorTitle={t("realmSettings.actions.import.failed")}
      onSubmit={async (values) => {
        if (file === undefined) return;
        imported.current = await partialImport.mutateAsync(
          partialImportRequest(file, values.types, values.policy),
        );
      }}
      onClose={() => {
        if (imported.current === undefined) onClose();
        else onImported(imported.current);
      }}
    >
      <FileUploadControl
        name="file"
        label={t("realmSettings.actions.import.file")}
        accept={{ "application/json": [".json"] }}
        allowEditingUploadedText={false}
        hidePreview
        rules={{ validate: { realmExport: fileError } }}
      />
      {file !== undefined && (
        <>
          {file.realm !== undefined && (
            <Content component="p">
              {t("realmSettings.actions.import.fromRealm", { realm: file.realm })}
            </Content>
          )}
          <CheckboxGroupControl
            name="types"
            label={t("realmSettings.actions.import.types")}
            helperText={t("realmSettings.actions.import.typesHelp")}
            options={typesIn(file).map((type) => ({
              key: type,
              value: importTypeLabel(t, type, countOf(file, type)),
            }))}
            rules={{
              validate: (chosen: ImportResourceType[]) =>
                chosen.length > 0 || t("realmSettings.actions.import.typesRequired"),
            }}
          />
          <RadioGroupControl
            name="policy"
            label={t("realmSettings.actions.import.policy")}
            helperText={t("realmSettings.actions.import.policyHelp")}
            options={[
              { key: "FAIL", value: t("realmSettings.actions.import.policyFail") },
              { key: "SKIP", value: t("realmSettings.actions.import.policySkip") },
              { key: "OVERWRITE", value: t("realmSettings.actions.import.policyOverwrite") },
            ]}
          />
        </>
      )}
    </FormDialog>
  );
}
