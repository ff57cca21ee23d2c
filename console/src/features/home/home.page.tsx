import { Content, PageSection, Stack, TabContentBody, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useRealmRepresentation, useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { ProvidersPanel } from "./components/providers-panel";
import { RealmDashboard } from "./components/realm-dashboard";
import { ServerInfoPanel } from "./components/server-info-panel";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toHome, type HomeTab } from "./paths";

/** The realm's home: a welcome, the server's info and its providers, one tab each. */
export function HomePage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const realmRepresentation = useRealmRepresentation();
  const serverInfo = useServerInfo();
  const realmName = realmRepresentation?.displayName?.trim() || realm;

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("home.welcome", { realm: realmName })}</Title>
      </PageSection>
      <PageSection>
        <RoutedTabs<HomeTab>
          ariaLabel={t("home.tabsLabel")}
          linkTo={(tab) => toHome({ realm, tab })}
          tabs={[
            {
              key: "welcome",
              title: t("home.tabs.welcome"),
              content: (
                <TabContentBody hasPadding>
                  <Stack hasGutter>
                    <Content>
                      <p>{t("home.welcomeText", { realm: realmName })}</p>
                      <p>{t("home.welcomeNext")}</p>
                    </Content>
                    <RealmDashboard />
                  </Stack>
                </TabContentBody>
              ),
            },
            {
              key: "info",
              title: t("home.tabs.info"),
              content: (
                <TabContentBody hasPadding>
                  <ServerInfoPanel serverInfo={serverInfo} />
                </TabContentBody>
              ),
            },
            {
              key: "providers",
              title: t("home.tabs.providers"),
              content: (
                <TabContentBody hasPadding>
                  <ProvidersPanel serverInfo={serverInfo} />
                </TabContentBody>
              ),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
