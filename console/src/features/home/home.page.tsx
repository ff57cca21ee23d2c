import {
  Content,
  PageSection,
  Tab,
  TabContentBody,
  Tabs,
  TabTitleText,
  Title,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useRealmRepresentation, useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { ProvidersPanel } from "./components/providers-panel";
import { ServerInfoPanel } from "./components/server-info-panel";
import { homeTabs, toHome, type HomeTab } from "./routes";

const isHomeTab = (value: string | undefined): value is HomeTab =>
  homeTabs.some((tab) => tab === value);

/** The realm's home: a welcome, the server's info and its providers, one tab each. */
export function HomePage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const { tab } = useParams();
  const navigate = useNavigate();
  const realmRepresentation = useRealmRepresentation();
  const serverInfo = useServerInfo();
  const activeTab: HomeTab = isHomeTab(tab) ? tab : "welcome";
  const realmName = realmRepresentation?.displayName?.trim() || realm;

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("home.welcome", { realm: realmName })}</Title>
      </PageSection>
      <PageSection>
        <Tabs
          activeKey={activeTab}
          aria-label={t("home.tabsLabel")}
          mountOnEnter
          unmountOnExit
          onSelect={(_event, key) => {
            const next = String(key);
            if (isHomeTab(next)) void navigate(toHome({ realm, tab: next }));
          }}
        >
          <Tab eventKey="welcome" title={<TabTitleText>{t("home.tabs.welcome")}</TabTitleText>}>
            <TabContentBody hasPadding>
              <Content>
                <p>{t("home.welcomeText", { realm: realmName })}</p>
                <p>{t("home.welcomeNext")}</p>
              </Content>
            </TabContentBody>
          </Tab>
          <Tab eventKey="info" title={<TabTitleText>{t("home.tabs.info")}</TabTitleText>}>
            <TabContentBody hasPadding>
              <ServerInfoPanel serverInfo={serverInfo} />
            </TabContentBody>
          </Tab>
          <Tab eventKey="providers" title={<TabTitleText>{t("home.tabs.providers")}</TabTitleText>}>
            <TabContentBody hasPadding>
              <ProvidersPanel serverInfo={serverInfo} />
            </TabContentBody>
          </Tab>
        </Tabs>
      </PageSection>
    </>
  );
}
