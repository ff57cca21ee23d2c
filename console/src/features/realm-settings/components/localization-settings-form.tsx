import { FormSection } from "@patternfly/react-core";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { EditForm } from "@/shared/ui/form/edit-form";
import { LocaleSelectControl } from "@/shared/ui/form/locale-select-control";
import { localeOptions } from "@/shared/ui/form/locale-options";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import {
  localizationFormValues,
  localizationRealmChanges,
  serverLocales,
  type LocalizationFormValues,
} from "../localization-form-state";
import type { RealmTabProps } from "../realm-tab";
import { useRealmTabForm } from "../use-realm-tab-form";

/**
 * Whether the realm's pages offer several languages, which of the server's locales they offer and
 * the one they fall back to, which must be among those offered.
 */
export function LocalizationSettingsForm({ realm, canManage }: RealmTabProps) {
  const { t, i18n } = useTranslation();
  const serverInfo = useServerInfo();
  const { form, editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: localizationFormValues(realm),
    toChanges: localizationRealmChanges,
  });
  const [enabled, supported] = useWatch({
    control: form.control,
    name: ["internationalizationEnabled", "supportedLocales"],
  });
  const available = useMemo(
    () => localeOptions([...serverLocales(serverInfo), ...supported], i18n.language),
    [serverInfo, supported, i18n.language],
  );
  const isDisabled = !canManage;

  return (
    <EditForm {...editForm}>
      <FormSection title={t("realmSettings.localization.languages")} titleElement="h2">
        <SwitchControl<LocalizationFormValues>
          name="internationalizationEnabled"
          label={t("realmSettings.localization.internationalization")}
          labelIcon={t("realmSettings.localization.internationalizationHelp")}
          isDisabled={isDisabled}
        />
        {enabled && (
          <>
            <SelectControl<LocalizationFormValues, "supportedLocales">
              name="supportedLocales"
              variant="multi"
              label={t("realmSettings.localization.supportedLocales")}
              labelIcon={t("realmSettings.localization.supportedLocalesHelp")}
              options={available}
              rules={{
                validate: (locales, values) =>
                  !values.internationalizationEnabled ||
                  locales.length > 0 ||
                  t("realmSettings.localization.supportedLocalesRequired"),
                deps: ["defaultLocale"],
              }}
              isDisabled={isDisabled}
            />
            <LocaleSelectControl<LocalizationFormValues, "defaultLocale">
              name="defaultLocale"
              label={t("realmSettings.localization.defaultLocale")}
              labelIcon={t("realmSettings.localization.defaultLocaleHelp")}
              defaultLabel={t("realmSettings.localization.chooseDefaultLocale")}
              locales={supported}
              rules={{
                // The realm falls back to this locale, so it must be one the realm offers.
                validate: (locale, values) =>
                  !values.internationalizationEnabled ||
                  values.supportedLocales.includes(locale) ||
                  t("realmSettings.localization.defaultNotSupported"),
              }}
              isDisabled={isDisabled}
            />
          </>
        )}
      </FormSection>
    </EditForm>
  );
}
