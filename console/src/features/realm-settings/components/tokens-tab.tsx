import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { EditForm } from "@/shared/ui/form/edit-form";
import { NumberControl } from "@/shared/ui/form/number-control";
import { optionalHttpUrl, storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import {
  tokensFormValues,
  tokensRealmChanges,
  type TokenDurationField,
  type TokensFormValues,
} from "../form-state";
import type { RealmTabProps } from "../realm-tab";
import { useRealmTabForm } from "../use-realm-tab-form";
import { ActionLifespanFields } from "./action-lifespan-fields";

/**
 * The realm's token settings: the default signature algorithm, the device flow, refresh token
 * reuse, and how long access tokens, login codes and action tokens are valid.
 */
export function TokensTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const algorithms = Object.keys(serverInfo.providers?.["signature"]?.providers ?? {}).sort(
    (a, b) => a.localeCompare(b),
  );
  const { form, editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: tokensFormValues(realm),
    toChanges: (values) => tokensRealmChanges(values, realm),
  });
  const revoke = useWatch({ control: form.control, name: "revokeRefreshToken" });
  const isDisabled = !canManage;
  const duration = (name: TokenDurationField, label: string, help: string, min = 60) => (
    <TimeControl<TokensFormValues>
      name={name}
      label={label}
      labelIcon={help}
      units={["minute", "hour", "day"]}
      min={min}
      rules={{ required: true }}
      isDisabled={isDisabled}
    />
  );

  return (
    <EditForm {...editForm}>
      <FormSection title={t("realmSettings.tokens.general")} titleElement="h2">
        <SelectControl<TokensFormValues>
          name="defaultSignatureAlgorithm"
          label={t("realmSettings.tokens.signatureAlgorithm")}
          labelIcon={t("realmSettings.tokens.signatureAlgorithmHelp")}
          options={algorithms}
          rules={{ required: true }}
          isDisabled={isDisabled}
        />
        {duration(
          "oauth2DeviceCodeLifespan",
          t("realmSettings.tokens.deviceCodeLifespan"),
          t("realmSettings.tokens.deviceCodeLifespanHelp"),
        )}
        <TimeControl<TokensFormValues>
          name="oauth2DevicePollingInterval"
          label={t("realmSettings.tokens.devicePollingInterval")}
          labelIcon={t("realmSettings.tokens.devicePollingIntervalHelp")}
          units={["second", "minute"]}
          min={1}
          rules={{ required: true }}
          isDisabled={isDisabled}
        />
        <TextControl<TokensFormValues>
          name="shortVerificationUri"
          type="url"
          label={t("realmSettings.tokens.shortVerificationUri")}
          labelIcon={t("realmSettings.tokens.shortVerificationUriHelp")}
          rules={{
            maxLength: storedTextLimit,
            validate: optionalHttpUrl(t("realmSettings.tokens.shortVerificationUriInvalid")),
          }}
          isDisabled={isDisabled}
        />
      </FormSection>
      <FormSection title={t("realmSettings.tokens.refreshTokens")} titleElement="h2">
        <SwitchControl<TokensFormValues>
          name="revokeRefreshToken"
          label={t("realmSettings.tokens.revokeRefreshToken")}
          labelIcon={t("realmSettings.tokens.revokeRefreshTokenHelp")}
          isDisabled={isDisabled}
        />
        {revoke && (
          <NumberControl<TokensFormValues>
            name="refreshTokenMaxReuse"
            label={t("realmSettings.tokens.maxReuse")}
            labelIcon={t("realmSettings.tokens.maxReuseHelp")}
            min={0}
            isDisabled={isDisabled}
          />
        )}
      </FormSection>
      <FormSection title={t("realmSettings.tokens.accessTokens")} titleElement="h2">
        {duration(
          "accessTokenLifespan",
          t("realmSettings.tokens.accessTokenLifespan"),
          t("realmSettings.tokens.accessTokenLifespanHelp"),
        )}
        {duration(
          "accessTokenLifespanForImplicitFlow",
          t("realmSettings.tokens.implicitLifespan"),
          t("realmSettings.tokens.implicitLifespanHelp"),
        )}
        {duration(
          "accessCodeLifespan",
          t("realmSettings.tokens.clientLoginTimeout"),
          t("realmSettings.tokens.clientLoginTimeoutHelp"),
        )}
      </FormSection>
      <FormSection title={t("realmSettings.tokens.actionTokens")} titleElement="h2">
        {duration(
          "actionTokenGeneratedByUserLifespan",
          t("realmSettings.tokens.userActionLifespan"),
          t("realmSettings.tokens.userActionLifespanHelp"),
        )}
        {duration(
          "actionTokenGeneratedByAdminLifespan",
          t("realmSettings.tokens.adminActionLifespan"),
          t("realmSettings.tokens.adminActionLifespanHelp"),
        )}
        <ActionLifespanFields isDisabled={isDisabled} />
      </FormSection>
    </EditForm>
  );
}
