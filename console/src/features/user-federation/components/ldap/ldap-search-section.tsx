import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { countRules, filterRules, ldapField, requiredText } from "./ldap-fields";
import type { LdapFormValues } from "./ldap-form-state";

const editModes = ["READ_ONLY", "WRITABLE", "UNSYNCED"] as const;
/** The text attributes that name users in the directory; all required by the provider. */
const attributes = [
  "usernameLDAPAttribute",
  "rdnLDAPAttribute",
  "uuidLDAPAttribute",
  "userObjectClasses",
] as const;

/** Where the users are in the directory, how they are found, and whether the realm writes back. */
export function LdapSearchSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectControl<LdapFormValues>
        name={ldapField("editMode")}
        label={t("userFederation.ldap.editMode")}
        helperText={t("userFederation.ldap.editModeHelp")}
        isDisabled={readOnly}
        rules={{ required: true }}
        options={editModes.map((key) => ({
          key,
          value: t(`userFederation.ldap.editModes.${key}`),
        }))}
      />
      <TextControl<LdapFormValues>
        name={ldapField("usersDn")}
        label={t("userFederation.ldap.usersDn")}
        helperText={t("userFederation.ldap.usersDnHelp")}
        isDisabled={readOnly}
        rules={requiredText}
      />
      <TextControl<LdapFormValues>
        name={ldapField("relativeCreateDn")}
        label={t("userFederation.ldap.relativeCreateDn")}
        helperText={t("userFederation.ldap.relativeCreateDnHelp")}
        isDisabled={readOnly}
      />
      {attributes.map((key) => (
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
        name={ldapField("customUserSearchFilter")}
        label={t("userFederation.ldap.customUserSearchFilter")}
        helperText={t("userFederation.ldap.customUserSearchFilterHelp")}
        isDisabled={readOnly}
        rules={filterRules(t)}
      />
      <SelectControl<LdapFormValues>
        name={ldapField("searchScope")}
        label={t("userFederation.ldap.searchScope")}
        isDisabled={readOnly}
        options={["1", "2"].map((key) => ({ key, value: t(`userFederation.ldap.scopes.${key}`) }))}
      />
      <TextControl<LdapFormValues>
        name={ldapField("readTimeout")}
        label={t("userFederation.ldap.readTimeout")}
        helperText={t("userFederation.ldap.millisecondsHelp")}
        inputMode="numeric"
        isDisabled={readOnly}
        rules={countRules(t)}
      />
      <SwitchControl<LdapFormValues>
        name={ldapField("pagination")}
        label={t("userFederation.ldap.pagination")}
        valueAs="text"
        isDisabled={readOnly}
      />
      <SelectControl<LdapFormValues>
        name={ldapField("referral")}
        label={t("userFederation.ldap.referral")}
        isDisabled={readOnly}
        options={["", "follow", "ignore"].map((key) => ({
          key,
          value: t(`userFederation.ldap.referrals.${key === "" ? "default" : key}`),
        }))}
      />
    </>
  );
}
