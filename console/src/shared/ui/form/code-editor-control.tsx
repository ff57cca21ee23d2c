import type { FieldPath, FieldValues } from "react-hook-form";
import { CodeEditor } from "../code-editor/code-editor";
import type { CodeEditorLanguage } from "../code-editor/code-editor-props";
import { textOf } from "./field-values";
import { fieldIds, FormField } from "./form-field";
import { useFormControl, type ControlProps } from "./use-form-control";

export type CodeEditorControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  language: CodeEditorLanguage;
  isReadOnly?: boolean;
  /** CSS height of the editor, e.g. "20rem". */
  height?: string;
};

/**
 * A JSON or YAML text field edited in the lazily loaded code editor. For JSON, text that does not
 * parse is an error ("form.invalidJson") unless the field is empty; other rules apply as usual.
 *
 * @example
 * <CodeEditorControl name="config.claimDisplay" label={t("mappers.display")} language="json" />
 */
export function CodeEditorControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: CodeEditorControlProps<TFieldValues, TName>) {
  const validate = props.rules?.validate;
  const rules =
    props.language === "json"
      ? {
          ...props.rules,
          validate: {
            ...(typeof validate === "function" ? { rule: validate } : validate),
            json: (value: unknown) => isJsonOrEmpty(textOf(value)),
          },
        }
      : props.rules;
  const { field, fieldProps, id, testId, describedBy, errorMessage } = useFormControl({
    ...props,
    rules,
  });
  return (
    <FormField {...fieldProps}>
      <CodeEditor
        id={id}
        language={props.language}
        value={textOf(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isReadOnly={props.isReadOnly === true || props.isDisabled === true}
        hasError={errorMessage !== undefined}
        height={props.height}
        aria-labelledby={fieldIds(id).label}
        aria-describedby={describedBy}
        data-testid={testId}
      />
    </FormField>
  );
}

function isJsonOrEmpty(text: string): boolean {
  if (text.trim() === "") return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
