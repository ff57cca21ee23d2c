import type { RealmRepresentation } from "@gatehouse/admin-client";
import { FormGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { isValidAcrLoa } from "@/shared/lib/acr-loa";
import type { KeyValue } from "@/shared/lib/key-value";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { optionalHttpUrl, storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { GeneralFormValues } from "../form-state";

export interface GeneralFieldsProps {
  realm: RealmRepresentation;
  isDisabled: boolean;
  /** Server features that bring their own realm switch. */
  features: { organizations: boolean; adminPermissions: boolean; verifiableCredentials: boolean };
  /** Whether the user profile could be read, so its policy can be shown and changed. */
  hasPolicy: boolean;
}

/** The general tab's fields, inside its form. */
export function GeneralFields({ realm, isDisabled, features, hasPolicy }: GeneralFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormGroup label={t("realmSettings.general.realmName")} fieldId="realm-name">
        <CopyInput id="realm-name" value={realm.realm ?? ""} />
      </FormGroup>
      <FormGroup label={t("realmSettings.general.realmId")} fieldId="realm-id">
        <CopyInput id="realm-id" value={realm.id ?? ""} />
      </FormGroup>
      <TextControl<GeneralFormValues>
        name="displayName"
        label={t("realmSettings.general.displayName")}
        labelIcon={t("realmSettings.general.displayNameHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <TextControl<GeneralFormValues>
        name="displayNameHtml"
        label={t("realmSettings.general.displayNameHtml")}
        labelIcon={t("realmSettings.general.displayNameHtmlHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <TextControl<GeneralFormValues>
        name="frontendUrl"
        type="url"
        label={t("realmSettings.general.frontendUrl")}
        labelIcon={t("realmSettings.general.frontendUrlHelp")}
        rules={{
          maxLength: storedTextLimit,
          validate: optionalHttpUrl(t("realmSettings.general.frontendUrlInvalid")),
        }}
        isDisabled={isDisabled}
      />
      <SelectControl<GeneralFormValues>
        name="sslRequired"
        label={t("realmSettings.general.sslRequired")}
        labelIcon={t("realmSettings.general.sslRequiredHelp")}
        options={[
          { key: "none", value: t("realmSettings.general.sslNone") },
          { key: "external", value: t("realmSettings.general.sslExternal") },
          { key: "all", value: t("realmSettings.general.sslAll") },
        ]}
        isDisabled={isDisabled}
      />
      <KeyValueControl<GeneralFormValues>
        name="acrLoaMap"
        label={t("realmSettings.general.acrLoa")}
        labelIcon={t("realmSettings.general.acrLoaHelp")}
        keyLabel={t("realmSettings.general.acr")}
        valueLabel={t("realmSettings.general.loa")}
        addLabel={t("realmSettings.general.addAcr")}
        keyMaxLength={storedTextLimit}
        isDisabled={isDisabled}
        rules={{
          validate: (rows: unknown) =>
            isValidAcrLoa(Array.isArray(rows) ? (rows as KeyValue[]) : []) ||
            t("realmSettings.general.acrLoaInvalid"),
        }}
      />
      <SwitchControl<GeneralFormValues>
        name="userManagedAccessAllowed"
        label={t("realmSettings.general.userManagedAccess")}
        labelIcon={t("realmSettings.general.userManagedAccessHelp")}
        isDisabled={isDisabled}
      />
      {features.organizations && (
        <SwitchControl<GeneralFormValues>
          name="organizationsEnabled"
          label={t("realmSettings.general.organizations")}
          labelIcon={t("realmSettings.general.organizationsHelp")}
          isDisabled={isDisabled}
        />
      )}
      {features.adminPermissions && (
        <SwitchControl<GeneralFormValues>
          name="adminPermissionsEnabled"
          label={t("realmSettings.general.adminPermissions")}
          labelIcon={t("realmSettings.general.adminPermissionsHelp")}
          isDisabled={isDisabled}
        />
      )}
      {features.verifiableCredentials && (
        <SwitchControl<GeneralFormValues>
          name="verifiableCredentialsEnabled"
          label={t("realmSettings.general.verifiableCredentials")}
          labelIcon={t("realmSettings.general.verifiableCredentialsHelp")}
          isDisabled={isDisabled}
        />
      )}
      {hasPolicy && (
        <SelectControl<GeneralFormValues>
          name="unmanagedAttributePolicy"
          label={t("realmSettings.general.unmanagedAttributes")}
          labelIcon={t("realmSettings.general.unmanagedAttributesHelp")}
          options={[
            { key: "DISABLED", value: t("realmSettings.general.unmanagedDisabled") },
            { key: "ENABLED", value: t("realmSettings.general.unmanagedEnabled") },
            { key: "ADMIN_VIEW", value: t("realmSettings.general.unmanagedAdminView") },
            { key: "ADMIN_EDIT", value: t("realmSettings.general.unmanagedAdminEdit") },
          ]}
          isDisabled={isDisabled}
        />
      )}
    </>
  );
}
