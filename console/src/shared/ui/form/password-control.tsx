import { Button, InputGroup, InputGroupItem, TextInput } from "@patternfly/react-core";
import { EyeIcon, EyeSlashIcon } from "@patternfly/react-icons";
import { useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextFieldControl } from "./text-field-control";
import type { ControlProps } from "./use-form-control";

export type PasswordControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControlProps<TFieldValues, TName> & {
  /** Browsers should not offer saved passwords for secrets of other systems (the default). */
  autoComplete?: "off" | "new-password" | "current-password";
};

/**
 * A password or secret field with a button that shows and hides the text.
 *
 * @example
 * <PasswordControl name="config.bindCredential" label={t("ldap.bindCredential")} rules={{ required: true }} />
 */
export function PasswordControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: PasswordControlProps<TFieldValues, TName>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextFieldControl
      {...props}
      widget={(input) => (
        <InputGroup>
          <InputGroupItem isFill>
            <TextInput
              {...input}
              type={isVisible ? "text" : "password"}
              autoComplete={props.autoComplete ?? "off"}
            />
          </InputGroupItem>
          <InputGroupItem>
            <Button
              variant="control"
              icon={isVisible ? <EyeSlashIcon /> : <EyeIcon />}
              aria-label={t(isVisible ? "form.hidePassword" : "form.showPassword", {
                label: props.label,
              })}
              aria-pressed={isVisible}
              onClick={() => {
                setVisible(!isVisible);
              }}
            />
          </InputGroupItem>
        </InputGroup>
      )}
    />
  );
}
