import { FormSection } from "@patternfly/react-core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { configField, type IdentityProviderFormValues } from "../form-state";
import { LoginFlowSelect } from "./login-flow-select";
import { OrganizationLink } from "./organization-link";

/** Whole numbers only: the server parses the display order and refuses anything else. */
const wholeNumber = /^-?\d+$/;

/** The settings every provider type shares: how it shows, which flows it runs, what it keeps. */
export function CommonSettings({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<IdentityProviderFormValues>();
  const storeToken = useWatch({ control, name: "storeToken" });
  return (
    <FormSection title={t("identityProviders.settings.commonSection")} titleElement="h2">
      <TextControl<IdentityProviderFormValues>
        name={configField("guiOrder")}
        label={t("identityProviders.settings.displayOrder")}
        helperText={t("identityProviders.settings.displayOrderHelp")}
        inputMode="numeric"
        isDisabled={readOnly}
        rules={{
          validate: (value) =>
            typeof value !== "string" ||
            value.trim() === "" ||
            wholeNumber.test(value.trim()) ||
            t("identityProviders.settings.wholeNumber"),
        }}
      />
      <SwitchControl<IdentityProviderFormValues>
        name="hideOnLogin"
        label={t("identityProviders.settings.hideOnLogin")}
        helperText={t("identityProviders.settings.hideOnLoginHelp")}
        isDisabled={readOnly}
      />
      <LoginFlowSelect
        name="firstBrokerLoginFlowAlias"
        label={t("identityProviders.settings.firstLoginFlow")}
        helperText={t("identityProviders.settings.firstLoginFlowHelp")}
        readOnly={readOnly}
      />
      <LoginFlowSelect
        name="postBrokerLoginFlowAlias"
        label={t("identityProviders.settings.postLoginFlow")}
        helperText={t("identityProviders.settings.postLoginFlowHelp")}
        readOnly={readOnly}
      />
      <SelectControl<IdentityProviderFormValues>
        name={configField("syncMode")}
        label={t("identityProviders.settings.syncMode")}
        helperText={t("identityProviders.settings.syncModeHelp")}
        isDisabled={readOnly}
        options={[
          { key: "IMPORT", value: t("identityProviders.settings.syncImport") },
          { key: "LEGACY", value: t("identityProviders.settings.syncLegacy") },
          { key: "FORCE", value: t("identityProviders.settings.syncForce") },
        ]}
      />
      <SwitchControl<IdentityProviderFormValues>
        name={configField("caseSensitiveOriginalUsername")}
        label={t("identityProviders.settings.caseSensitiveUsername")}
        helperText={t("identityProviders.settings.caseSensitiveUsernameHelp")}
        isDisabled={readOnly}
      />
      <SwitchControl<IdentityProviderFormValues>
        name="trustEmail"
        label={t("identityProviders.settings.trustEmail")}
        helperText={t("identityProviders.settings.trustEmailHelp")}
        isDisabled={readOnly}
      />
      <SwitchControl<IdentityProviderFormValues>
        name="linkOnly"
        label={t("identityProviders.settings.linkOnly")}
        helperText={t("identityProviders.settings.linkOnlyHelp")}
        isDisabled={readOnly}
      />
      <SwitchControl<IdentityProviderFormValues>
        name="storeToken"
        label={t("identityProviders.settings.storeToken")}
        helperText={t("identityProviders.settings.storeTokenHelp")}
        isDisabled={readOnly}
      />
      {storeToken && (
        <SwitchControl<IdentityProviderFormValues>
          name="addReadTokenRoleOnCreate"
          label={t("identityProviders.settings.tokenReadable")}
          helperText={t("identityProviders.settings.tokenReadableHelp")}
          isDisabled={readOnly}
        />
      )}
      <OrganizationLink readOnly={readOnly} />
    </FormSection>
  );
}
