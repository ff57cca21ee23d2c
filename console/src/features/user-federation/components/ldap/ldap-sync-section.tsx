import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { countRules, isOn, ldapField } from "./ldap-fields";
import type { LdapFormValues } from "./ldap-form-state";

/** Whether and how the directory's users are copied into the realm, and how often. */
export function LdapSyncSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<LdapFormValues>();
  const fullSync = isOn(useWatch({ control, name: ldapField("periodicFullSync") }));
  const changedSync = isOn(useWatch({ control, name: ldapField("periodicChangedUsersSync") }));
  const toggle = (key: string) => (
    <SwitchControl<LdapFormValues>
      name={ldapField(key)}
      label={t(`userFederation.ldap.${key}`)}
      helperText={t(`userFederation.ldap.${key}Help`)}
      valueAs="text"
      isDisabled={readOnly}
    />
  );
  const period = (key: string) => (
    <TextControl<LdapFormValues>
      name={ldapField(key)}
      label={t(`userFederation.ldap.${key}`)}
      helperText={t("userFederation.ldap.secondsHelp")}
      inputMode="numeric"
      isDisabled={readOnly}
      rules={countRules(t, true)}
    />
  );
  return (
    <>
      {toggle("importEnabled")}
      {toggle("syncRegistrations")}
      <TextControl<LdapFormValues>
        name={ldapField("batchSizeForSync")}
        label={t("userFederation.ldap.batchSizeForSync")}
        inputMode="numeric"
        isDisabled={readOnly}
        rules={countRules(t)}
      />
      {toggle("periodicFullSync")}
      {fullSync && period("fullSyncPeriod")}
      {toggle("periodicChangedUsersSync")}
      {changedSync && period("changedSyncPeriod")}
      {toggle("removeInvalidUsersEnabled")}
    </>
  );
}
