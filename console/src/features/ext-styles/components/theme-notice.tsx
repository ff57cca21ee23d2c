import { Alert, Content } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toRealmThemes } from "@/shared/paths/realm-settings-paths";
import { RouterLink } from "@/shared/ui/links/router-link";

export interface ThemeNoticeProps {
  /** The theme type, as server info names it. */
  type: "login" | "email";
  /** The realm's theme of that type; undefined when the realm uses the server's default. */
  current: string | undefined;
  /** The themes that read these settings. */
  readers: readonly string[];
}

/**
 * Says whether the realm's theme reads the settings of this tab. When it does not, it names the
 * theme the realm uses and the themes the server offers, so it is plain why nothing changes on the
 * realm's pages and what to choose instead.
 */
export function ThemeNotice({ type, current, readers }: ThemeNoticeProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const offered = (useServerInfo().themes?.[type] ?? []).map((theme) => theme.name);
  const readerList = readers.join(", ");

  if (current !== undefined && readers.includes(current)) {
    return (
      <Alert
        variant="info"
        isInline
        isPlain
        title={t(`extStyles.theme.${type}.inUse`, { theme: current })}
        data-testid={`${type}-theme-notice`}
      />
    );
  }
  const missing = offered.length > 0 && !readers.some((reader) => offered.includes(reader));
  return (
    <Alert
      variant="warning"
      isInline
      title={t(`extStyles.theme.${type}.notInUse`, {
        theme: current ?? t("extStyles.theme.serverDefault"),
      })}
      data-testid={`${type}-theme-notice`}
    >
      <Content component="p">
        {t(`extStyles.theme.${type}.choose`, { themes: readerList })}{" "}
        <RouterLink href={toRealmThemes({ realm })}>{t("extStyles.theme.openThemes")}</RouterLink>
      </Content>
      {offered.length > 0 && (
        <Content component="p">
          {t("extStyles.theme.offered", { themes: offered.join(", ") })}
        </Content>
      )}
      {missing && (
        <Content component="p">{t("extStyles.theme.missing", { themes: readerList })}</Content>
      )}
    </Alert>
  );
}
