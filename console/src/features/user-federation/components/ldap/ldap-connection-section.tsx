import { Flex } from "@patternfly/react-core";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordControl } from "@/shared/ui/form/password-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { LdapCapabilities } from "./ldap-capabilities";
import { LdapConnectionTest } from "./ldap-connection-test";
import { connectionUrlRules, countRules, ldapField, requiredText } from "./ldap-fields";
import {
  ldapVendors,
  vendorPresets,
  type LdapFormValues,
  type LdapVendor,
} from "./ldap-form-state";

export interface LdapSectionProps {
  readOnly: boolean;
  /** A provider not saved yet: picking a vendor fills its usual attributes. */
  isNew: boolean;
  /** The stored provider's id, which lets the server use its stored credential in tests. */
  componentId: string | undefined;
}

/** Name, state, vendor, and how the server reaches and binds to the directory, with their tests. */
export function LdapConnectionSection({ readOnly, isNew, componentId }: LdapSectionProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<LdapFormValues>();
  const vendor = useWatch({ control, name: ldapField("vendor") });
  const authType = useWatch({ control, name: ldapField("authType") });
  const shownVendor = useRef(vendor);
  useEffect(() => {
    // Only a vendor picked here fills the attributes; a stored provider keeps its own.
    if (!isNew || shownVendor.current === vendor) return;
    shownVendor.current = vendor;
    const preset = vendorPresets[vendor as LdapVendor] as Record<string, string> | undefined;
    for (const [key, value] of Object.entries(preset ?? {}))
      setValue(ldapField(key), value, { shouldDirty: true, shouldValidate: true });
  }, [isNew, setValue, vendor]);
  const isSimpleBind = authType !== "none";

  return (
    <>
      <TextControl<LdapFormValues>
        name="name"
        label={t("userFederation.ldap.name")}
        helperText={t("userFederation.ldap.nameHelp")}
        isDisabled={readOnly}
        rules={{ required: true, maxLength: 255 }}
      />
      <SwitchControl<LdapFormValues>
        name={ldapField("enabled")}
        label={t("userFederation.ldap.enabled")}
        valueAs="text"
        isDisabled={readOnly}
      />
      <TextControl<LdapFormValues>
        name={ldapField("priority")}
        label={t("userFederation.ldap.priority")}
        helperText={t("userFederation.ldap.priorityHelp")}
        inputMode="numeric"
        isDisabled={readOnly}
        rules={countRules(t)}
      />
      <SelectControl<LdapFormValues>
        name={ldapField("vendor")}
        label={t("userFederation.ldap.vendor")}
        helperText={isNew ? t("userFederation.ldap.vendorHelp") : undefined}
        isDisabled={readOnly}
        options={ldapVendors.map((key) => ({
          key,
          value: t(`userFederation.ldap.vendors.${key}`),
        }))}
      />
      <TextControl<LdapFormValues>
        name={ldapField("connectionUrl")}
        label={t("userFederation.ldap.connectionUrl")}
        helperText={t("userFederation.ldap.connectionUrlHelp")}
        inputMode="url"
        isDisabled={readOnly}
        rules={connectionUrlRules(t)}
      />
      <SwitchControl<LdapFormValues>
        name={ldapField("startTls")}
        label={t("userFederation.ldap.startTls")}
        valueAs="text"
        isDisabled={readOnly}
      />
      <SelectControl<LdapFormValues>
        name={ldapField("useTruststoreSpi")}
        label={t("userFederation.ldap.useTruststoreSpi")}
        helperText={t("userFederation.ldap.useTruststoreSpiHelp")}
        isDisabled={readOnly}
        options={["always", "never"].map((key) => ({
          key,
          value: t(`userFederation.ldap.truststore.${key}`),
        }))}
      />
      <SwitchControl<LdapFormValues>
        name={ldapField("connectionPooling")}
        label={t("userFederation.ldap.connectionPooling")}
        valueAs="text"
        isDisabled={readOnly}
      />
      <TextControl<LdapFormValues>
        name={ldapField("connectionTimeout")}
        label={t("userFederation.ldap.connectionTimeout")}
        helperText={t("userFederation.ldap.millisecondsHelp")}
        inputMode="numeric"
        isDisabled={readOnly}
        rules={countRules(t)}
      />
      {!readOnly && (
        <Flex>
          <LdapConnectionTest action="testConnection" componentId={componentId} />
        </Flex>
      )}
      <SelectControl<LdapFormValues>
        name={ldapField("authType")}
        label={t("userFederation.ldap.authType")}
        isDisabled={readOnly}
        options={["simple", "none"].map((key) => ({
          key,
          value: t(`userFederation.ldap.authTypes.${key}`),
        }))}
      />
      {isSimpleBind && (
        <>
          <TextControl<LdapFormValues>
            name={ldapField("bindDn")}
            label={t("userFederation.ldap.bindDn")}
            helperText={t("userFederation.ldap.bindDnHelp")}
            isDisabled={readOnly}
            rules={requiredText}
          />
          <PasswordControl<LdapFormValues>
            name={ldapField("bindCredential")}
            label={t("userFederation.ldap.bindCredential")}
            helperText={t("userFederation.ldap.bindCredentialHelp")}
            isDisabled={readOnly}
            rules={{ required: true }}
          />
        </>
      )}
      {!readOnly && (
        <Flex>
          <LdapConnectionTest action="testAuthentication" componentId={componentId} />
        </Flex>
      )}
      {!readOnly && <LdapCapabilities componentId={componentId} />}
    </>
  );
}
