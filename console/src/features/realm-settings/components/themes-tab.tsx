import { FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { EditForm } from "@/shared/ui/form/edit-form";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { RealmTabProps } from "../realm-tab";
import {
  realmThemeTypes,
  themeNames,
  themesFormValues,
  themesRealmChanges,
  type RealmThemeType,
  type ThemesFormValues,
} from "../themes-form-state";
import { useRealmTabForm } from "../use-realm-tab-form";

/**
 * The realm's themes: which of the server's themes its login pages, account console, admin
 * console and e-mails use, or the server's default for each.
 */
export function ThemesTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const defaults = themesFormValues(realm);
  const { editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: defaults,
    toChanges: themesRealmChanges,
  });
  const labels: Record<RealmThemeType, { label: string; help: string }> = {
    login: {
      label: t("realmSettings.themes.login"),
      help: t("realmSettings.themes.loginHelp"),
    },
    account: {
      label: t("realmSettings.themes.account"),
      help: t("realmSettings.themes.accountHelp"),
    },
    admin: {
      label: t("realmSettings.themes.admin"),
      help: t("realmSettings.themes.adminHelp"),
    },
    email: {
      label: t("realmSettings.themes.email"),
      help: t("realmSettings.themes.emailHelp"),
    },
  };
  const serverDefault = t("realmSettings.themes.serverDefault");

  return (
    <EditForm {...editForm}>
      <FormSection title={t("realmSettings.themes.heading")} titleElement="h2">
        {realmThemeTypes.map((type) => {
          const name = `${type}Theme` as const;
          return (
            <SelectControl<ThemesFormValues>
              key={type}
              name={name}
              label={labels[type].label}
              labelIcon={labels[type].help}
              placeholder={serverDefault}
              options={[
                { key: "", value: serverDefault },
                ...themeNames(serverInfo, type, defaults[name]),
              ]}
              isDisabled={!canManage}
            />
          );
        })}
      </FormSection>
    </EditForm>
  );
}
