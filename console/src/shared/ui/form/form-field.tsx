import { FormGroup, FormHelperText, HelperText, HelperTextItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { HelpIcon } from "../help/help-icon";

export interface FormFieldProps {
  /** The id of the input the label points to; also the prefix of the label and helper text ids. */
  id: string;
  label: string;
  /** Help text behind the question-mark icon beside the label (shown in help mode only). */
  labelIcon?: ReactNode;
  isRequired?: boolean;
  /** Text under the field; an error message replaces it. */
  helperText?: ReactNode;
  errorMessage?: string | undefined;
  /** "group" or "radiogroup" for fields made of several inputs: the label then names the group. */
  role?: "group" | "radiogroup";
  children: ReactNode;
}

/** Ids that tie an input to its label and its helper or error text. */
export function fieldIds(id: string) {
  return { label: `${id}-label`, helper: `${id}-helper` } as const;
}

/**
 * The frame every control shares: label with required marker and help icon, the input, then either
 * the error message or the helper text, announced through `aria-describedby`. Controls render it
 * with the `fieldProps` of {@link useFormControl}.
 *
 * @example
 * <FormField {...fieldProps}>
 *   <TextInput id={id} aria-describedby={describedBy} … />
 * </FormField>
 */
export function FormField({
  id,
  label,
  labelIcon,
  isRequired = false,
  helperText,
  errorMessage,
  role,
  children,
}: FormFieldProps) {
  const ids = fieldIds(id);
  const hasError = errorMessage !== undefined && errorMessage !== "";
  const hasHelp = hasError || helperText !== undefined;
  return (
    <FormGroup
      fieldId={id}
      role={role}
      // A group has no single input to carry the description, so the group carries it.
      aria-describedby={role !== undefined && hasHelp ? ids.helper : undefined}
      label={<span id={ids.label}>{label}</span>}
      isRequired={isRequired}
      labelHelp={
        labelIcon === undefined ? undefined : <HelpIcon fieldLabel={label} helpText={labelIcon} />
      }
    >
      {children}
      {hasHelp && (
        <FormHelperText>
          <HelperText id={ids.helper}>
            {/* aria-invalid on the input already says it is wrong; no extra status text. */}
            <HelperTextItem variant={hasError ? "error" : "default"} screenReaderText="">
              {hasError ? errorMessage : helperText}
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </FormGroup>
  );
}
