export type CodeEditorLanguage = "json" | "yaml";

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  language: CodeEditorLanguage;
  /** The text can be read, selected and copied, not changed; the editor stays focusable. */
  isReadOnly?: boolean;
  /** Marks the editor invalid (red frame, `aria-invalid`). */
  hasError?: boolean;
  /** Id of the editable element, so a `<label for>` or `aria-labelledby` can point at it. */
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "data-testid"?: string;
  /** CSS height, e.g. "20rem"; without it the editor grows with its text. */
  height?: string;
  className?: string;
}
