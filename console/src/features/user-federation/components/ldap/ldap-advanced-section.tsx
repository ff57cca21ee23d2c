import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { ldapField } from "./ldap-fields";
import type { LdapFormValues } from "./ldap-form-state";

/** Password handling and diagnostics, in the order administrators look for them. */
const switches = [
  "usePasswordModifyExtendedOp",
  "validatePasswordPolicy",
  "enableLdapPasswordPolicy",
  "trustEmail",
  "connectionTrace",
] as const;

export function LdapAdvancedSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {switches.map((key) => (
        <SwitchControl<LdapFormValues>
          key={key}
          name={ldapField(key)}
          label={t(`userFederation.ldap.${key}`)}
          helperText={t(`userFederation.ldap.${key}Help`)}
          valueAs="text"
          isDisabled={readOnly}
        />
      ))}
    </>
  );
}
