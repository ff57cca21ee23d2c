import { FileUpload } from "@patternfly/react-core";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@/shared/ui/form/form-field";
import { useFormControl, type ControlProps } from "@/shared/ui/form/use-form-control";

/**
 * A binary file (a JKS or PKCS #12 key store) chosen for upload: the form holds the file itself,
 * unread, since the server takes it as it is. Text files use the shared `FileUploadControl`.
 */
export function KeyStoreFileControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const { field, fieldProps, id, validated, testId, isRequired } = useFormControl(props);
  const value: unknown = field.value;
  const file = value instanceof File ? value : undefined;
  return (
    <FormField {...fieldProps}>
      <FileUpload
        id={id}
        value={file}
        filename={file?.name ?? ""}
        hideDefaultPreview
        aria-label={props.label}
        filenamePlaceholder={t("form.dropFile")}
        filenameAriaLabel={t("form.fileName", { label: props.label })}
        browseButtonText={t("form.browse")}
        clearButtonText={t("form.clear")}
        isRequired={isRequired}
        validated={validated === "error" ? "error" : "default"}
        onFileInputChange={(_event, chosen) => {
          field.onChange(chosen);
        }}
        onClearClick={() => {
          field.onChange(null);
        }}
        data-testid={testId}
      />
    </FormField>
  );
}
