import { InputGroup, InputGroupItem, TextInput } from "@patternfly/react-core";
import { CopyButton } from "./copy-button";

export interface CopyInputProps {
  value: string;
  /** Id of the text field, for a `FormGroup`'s `fieldId`. */
  id?: string;
  /** Translated accessible name of the field when no label points at `id`. */
  "aria-label"?: string;
  /** Translated accessible name of the copy button. */
  copyLabel?: string;
}

/**
 * A read-only field showing a value (a URL, a client id, a secret) with a copy button beside it.
 *
 * @example
 * ```tsx
 * <FormGroup label={t("clients.redirectUri")} fieldId="redirect-uri">
 *   <CopyInput id="redirect-uri" value={redirectUri} copyLabel={t("clients.copyRedirectUri")} />
 * </FormGroup>
 * ```
 */
export function CopyInput({ value, id, "aria-label": ariaLabel, copyLabel }: CopyInputProps) {
  return (
    <InputGroup>
      <InputGroupItem isFill>
        <TextInput id={id} aria-label={ariaLabel} value={value} readOnlyVariant="default" />
      </InputGroupItem>
      <InputGroupItem>
        <CopyButton
          value={value}
          variant="control"
          {...(copyLabel !== undefined && { label: copyLabel })}
        />
      </InputGroupItem>
    </InputGroup>
  );
}
