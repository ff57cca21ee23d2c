import { FormSection } from "@patternfly/react-core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { textOf } from "@/shared/ui/form/field-values";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { CachePolicyFields } from "../cache-policy-fields";
import { ProviderNameFields, ProviderPriorityField } from "../common-provider-fields";
import { kerberosEditModes, type KerberosFormValues } from "./kerberos-form-state";

const requiredText = (message: string) => ({
  required: true,
  maxLength: storedTextLimit,
  validate: (value: unknown) => textOf(value).trim() !== "" || message,
});

/**
 * A Kerberos provider's settings: the service the server authenticates as (realm, principal and
 * keytab, all needed for a SPNEGO login to work, though the server stores a provider without
 * them), password logins against the KDC with their edit mode, and the common settings.
 */
export function KerberosFields({ id, readOnly }: { id?: string | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<KerberosFormValues>();
  const allowPassword = useWatch({ control, name: "config.allowPasswordAuthentication" });
  return (
    <>
      <FormSection title={t("userFederation.kerberos.requiredSection")} titleElement="h2">
        <ProviderNameFields id={id} readOnly={readOnly} />
        <TextControl
          name="config.kerberosRealm"
          label={t("userFederation.kerberos.realm")}
          labelIcon={t("userFederation.kerberos.realmHelp")}
          isDisabled={readOnly}
          rules={requiredText(t("form.required"))}
        />
        <TextControl
          name="config.serverPrincipal"
          label={t("userFederation.kerberos.principal")}
          labelIcon={t("userFederation.kerberos.principalHelp")}
          isDisabled={readOnly}
          rules={requiredText(t("form.required"))}
        />
        <TextControl
          name="config.keyTab"
          label={t("userFederation.kerberos.keyTab")}
          labelIcon={t("userFederation.kerberos.keyTabHelp")}
          isDisabled={readOnly}
          rules={requiredText(t("form.required"))}
        />
        <SwitchControl
          name="config.debug"
          label={t("userFederation.kerberos.debug")}
          labelIcon={t("userFederation.kerberos.debugHelp")}
          isDisabled={readOnly}
        />
        <SwitchControl
          name="config.allowPasswordAuthentication"
          label={t("userFederation.kerberos.allowPassword")}
          labelIcon={t("userFederation.kerberos.allowPasswordHelp")}
          isDisabled={readOnly}
        />
        {allowPassword && (
          <SelectControl
            name="config.editMode"
            label={t("userFederation.kerberos.editMode")}
            labelIcon={t("userFederation.kerberos.editModeHelp")}
            isDisabled={readOnly}
            options={kerberosEditModes.map((mode) => ({
              key: mode,
              value: t(`userFederation.editModes.${mode}`),
            }))}
          />
        )}
        <SwitchControl
          name="config.updateProfileFirstLogin"
          label={t("userFederation.kerberos.updateProfile")}
          labelIcon={t("userFederation.kerberos.updateProfileHelp")}
          isDisabled={readOnly}
        />
        <ProviderPriorityField readOnly={readOnly} />
      </FormSection>
      <FormSection title={t("userFederation.cache.section")} titleElement="h2">
        <CachePolicyFields readOnly={readOnly} />
      </FormSection>
    </>
  );
}
