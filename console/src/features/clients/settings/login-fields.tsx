import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { attributeField } from "../form-state";
import type { ClientFieldGroupProps } from "./field-group-props";

/**
 * The sign-in pages the client's users see: the theme (the realm's when none is chosen), whether
 * they must consent, and how the client shows on the consent screen.
 */
export function LoginSettingsFields({ form, isDisabled }: ClientFieldGroupProps) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const control = form.control;
  const consentRequired = useWatch({ control, name: "consentRequired" });
  const displayField = attributeField("display.on.consent.screen");
  const displayOnScreen = useWatch({ control, name: displayField });
  const themes = (serverInfo.themes?.["login"] ?? []).map((theme) => theme.name);
  return (
    <>
      <SelectControl
        control={control}
        name={attributeField("login_theme")}
        id="loginTheme"
        data-testid="loginTheme"
        label={t("clientSettings.loginTheme")}
        placeholder={t("clientSettings.realmTheme")}
        helperText={t("clientSettings.loginThemeHelp")}
        options={[
          { key: "", value: t("clientSettings.realmTheme") },
          ...themes.map((name) => ({ key: name, value: name })),
        ]}
        isDisabled={isDisabled}
      />
      <SwitchControl
        control={control}
        name="consentRequired"
        label={t("clientSettings.consentRequired")}
        helperText={t("clientSettings.consentRequiredHelp")}
        isDisabled={isDisabled}
      />
      <SwitchControl
        control={control}
        name={displayField}
        id="displayOnConsentScreen"
        data-testid="displayOnConsentScreen"
        label={t("clientSettings.displayOnConsentScreen")}
        helperText={t("clientSettings.displayOnConsentScreenHelp")}
        isDisabled={isDisabled === true || !consentRequired}
      />
      {consentRequired && displayOnScreen !== false && (
        <TextAreaControl
          control={control}
          name={attributeField("consent.screen.text")}
          id="consentScreenText"
          data-testid="consentScreenText"
          label={t("clientSettings.consentScreenText")}
          helperText={t("clientSettings.consentScreenTextHelp")}
          rows={3}
          isDisabled={isDisabled}
        />
      )}
    </>
  );
}
