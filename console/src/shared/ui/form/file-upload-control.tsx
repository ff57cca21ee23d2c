import { FileUpload, HelperText, HelperTextItem } from "@patternfly/react-core";
import { useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatSize } from "@/shared/lib/format-size";
import { textOf } from "./field-values";
import { FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type FileUploadControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** File types offered by the browse dialog, e.g. `{ "application/json": [".json"] }`. */
  accept?: Record<string, string[]>;
  /** Whether the text may be edited after a file was read (it always may be typed before). */
  allowEditingUploadedText?: boolean;
  /** Leaves out the text area showing the file's text, for a form that shows the text elsewhere. */
  hidePreview?: boolean;
};

/**
 * A text file read into the field (PEM keys, JSON exports …): browse or drop a file, or type the
 * text. The form holds the text; the size of the text is shown under it.
 *
 * @example
 * <FileUploadControl name="config.privateKey" label={t("keys.privateKey")} accept={{ "application/x-pem-file": [".pem"] }} />
 */
export function FileUploadControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: FileUploadControlProps<TFieldValues, TName>) {
  const { t, i18n } = useTranslation();
  const [filename, setFilename] = useState("");
  const [isReading, setReading] = useState(false);
  const { field, fieldProps, id, validated, testId, isRequired } = useFormControl(props);
  const text = textOf(field.value);
  const sizeId = `${id}-size`;
  return (
    <FormField {...fieldProps}>
      <FileUpload
        id={id}
        type="text"
        value={text}
        filename={filename}
        aria-label={props.label}
        filenamePlaceholder={t("form.dropFile")}
        filenameAriaLabel={t("form.fileName", { label: props.label })}
        browseButtonText={t("form.browse")}
        clearButtonText={t("form.clear")}
        spinnerAriaValueText={t("form.reading")}
        isLoading={isReading}
        isRequired={isRequired}
        isDisabled={props.isDisabled}
        validated={validated === "error" ? "error" : "default"}
        allowEditingUploadedText={props.allowEditingUploadedText ?? true}
        hideDefaultPreview={props.hidePreview}
        dropzoneProps={props.accept ? { accept: props.accept } : undefined}
        onFileInputChange={(_event, file) => {
          setFilename(file.name);
        }}
        onReadStarted={() => {
          setReading(true);
        }}
        onReadFinished={() => {
          setReading(false);
        }}
        onDataChange={(_event, data) => {
          field.onChange(data);
        }}
        onTextChange={(_event, value) => {
          field.onChange(value);
        }}
        onClearClick={() => {
          setFilename("");
          field.onChange("");
        }}
        data-testid={testId}
        browseButtonAriaDescribedby={text === "" ? undefined : sizeId}
      />
      {text !== "" && (
        <HelperText>
          <HelperTextItem id={sizeId}>
            {t("form.fileSize", { size: formatSize(byteLength(text), i18n.language) })}
          </HelperTextItem>
        </HelperText>
      )}
    </FormField>
  );
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
