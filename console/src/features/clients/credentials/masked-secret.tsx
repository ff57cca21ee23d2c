import { Button, InputGroup, InputGroupItem, TextInput } from "@patternfly/react-core";
import { EyeIcon, EyeSlashIcon } from "@patternfly/react-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "@/shared/ui/copy/copy-button";

export interface MaskedSecretProps {
  /** The input's id, for the label's `fieldId`. */
  id: string;
  value: string;
  /** Translated name of what is shown, e.g. "Client secret"; names the buttons too. */
  label: string;
}

/**
 * A secret shown as dots until asked, with a copy button: the secret can be copied without
 * appearing on a screen someone else may see.
 */
export function MaskedSecret({ id, value, label }: MaskedSecretProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <InputGroup>
      <InputGroupItem isFill>
        <TextInput
          id={id}
          value={value}
          type={isVisible ? "text" : "password"}
          readOnlyVariant="default"
          autoComplete="off"
        />
      </InputGroupItem>
      <InputGroupItem>
        <Button
          variant="control"
          icon={isVisible ? <EyeSlashIcon /> : <EyeIcon />}
          aria-label={t(isVisible ? "form.hidePassword" : "form.showPassword", { label })}
          aria-pressed={isVisible}
          onClick={() => {
            setVisible(!isVisible);
          }}
        />
      </InputGroupItem>
      <InputGroupItem>
        <CopyButton
          value={value}
          variant="control"
          label={t("clientCredentials.copy", { label })}
        />
      </InputGroupItem>
    </InputGroup>
  );
}
