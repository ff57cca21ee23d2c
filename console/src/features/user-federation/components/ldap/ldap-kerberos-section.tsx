import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { isOn, ldapField, requiredText } from "./ldap-fields";
import type { LdapFormValues } from "./ldap-form-state";

/** Signing in with Kerberos tickets through this directory; its fields only while it is on. */
export function LdapKerberosSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<LdapFormValues>();
  const isAllowed = isOn(useWatch({ control, name: ldapField("allowKerberosAuthentication") }));
  const toggle = (key: string) => (
    <SwitchControl<LdapFormValues>
      name={ldapField(key)}
      label={t(`userFederation.ldap.${key}`)}
      helperText={t(`userFederation.ldap.${key}Help`)}
      valueAs="text"
      isDisabled={readOnly}
    />
  );
  return (
    <>
      {toggle("allowKerberosAuthentication")}
      {isAllowed && (
        <>
          {["kerberosRealm", "serverPrincipal", "keyTab"].map((key) => (
            <TextControl<LdapFormValues>
              key={key}
              name={ldapField(key)}
              label={t(`userFederation.ldap.${key}`)}
              helperText={t(`userFederation.ldap.${key}Help`)}
              isDisabled={readOnly}
              rules={requiredText}
            />
          ))}
          <TextControl<LdapFormValues>
            name={ldapField("krbPrincipalAttribute")}
            label={t("userFederation.ldap.krbPrincipalAttribute")}
            helperText={t("userFederation.ldap.krbPrincipalAttributeHelp")}
            isDisabled={readOnly}
          />
          {toggle("debug")}
        </>
      )}
      {toggle("useKerberosForPasswordAuthentication")}
    </>
  );
}
