import { FormGroup } from "@patternfly/react-core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { aliasPattern, brokerRedirectUri, type IdentityProviderFormValues } from "../form-state";

/**
 * Alias, display name, the redirect URI the other side must allow and whether the provider is on.
 * The alias is the provider's key: it is typed once, when adding, and read-only afterwards.
 */
export function GeneralSettings({ isNew, readOnly }: { isNew: boolean; readOnly: boolean }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { serverBaseUrl } = useEnvironment();
  const { control } = useFormContext<IdentityProviderFormValues>();
  const alias = useWatch({ control, name: "alias" });
  return (
    <>
      <TextControl<IdentityProviderFormValues>
        name="alias"
        label={t("identityProviders.settings.alias")}
        helperText={isNew ? t("identityProviders.settings.aliasHelp") : undefined}
        readOnly={!isNew}
        isDisabled={readOnly && isNew}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) =>
            typeof value !== "string" ||
            aliasPattern.test(value.trim()) ||
            t("identityProviders.settings.aliasInvalid"),
        }}
      />
      <TextControl<IdentityProviderFormValues>
        name="displayName"
        label={t("identityProviders.settings.displayName")}
        helperText={t("identityProviders.settings.displayNameHelp")}
        isDisabled={readOnly}
        rules={{ maxLength: storedTextLimit }}
      />
      <FormGroup label={t("identityProviders.settings.redirectUri")} fieldId="redirect-uri">
        <CopyInput
          id="redirect-uri"
          value={brokerRedirectUri(serverBaseUrl, realm, alias.trim())}
          copyLabel={t("identityProviders.settings.copyRedirectUri")}
        />
      </FormGroup>
      <SwitchControl<IdentityProviderFormValues>
        name="enabled"
        label={t("identityProviders.settings.enabled")}
        isDisabled={readOnly}
      />
    </>
  );
}
