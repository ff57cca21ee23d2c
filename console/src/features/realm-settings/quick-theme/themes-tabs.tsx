import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { ThemesTab as ThemeSettings } from "../components/themes-tab";
import { toThemesTab, type ThemesTab } from "../paths";
import type { RealmTabProps } from "../realm-tab";
import { QuickThemeTab } from "./quick-theme-tab";

/**
 * The themes tab: the realm's theme choices and, when the server has quick themes, a tab that
 * builds a theme of one's own. Without the feature the choices show alone, without tabs.
 */
export function ThemesTabs({ requested, ...props }: RealmTabProps & { requested?: string }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const quickTheme = useIsFeatureEnabled(Feature.QuickTheme);
  if (!quickTheme) return <ThemeSettings {...props} />;
  return (
    <RoutedTabs<ThemesTab>
      ariaLabel={t("realmSettings.quickTheme.tabs")}
      linkTo={(tab) => toThemesTab({ realm, tab })}
      // Only an address of the themes' own tabs names one; the themes tab's own opens the first.
      requested={requested ?? "settings"}
      tabs={[
        {
          key: "settings",
          title: t("realmSettings.quickTheme.settingsTab"),
          content: <ThemeSettings {...props} />,
        },
        {
          key: "quick-theme",
          title: t("realmSettings.quickTheme.tab"),
          content: <QuickThemeTab {...props} />,
        },
      ]}
    />
  );
}
