import {
  Button,
  Content,
  Flex,
  FlexItem,
  PageSection,
  TabContentBody,
  Title,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { toEvents, toEventsConfig, type EventsTab } from "@/shared/paths/event-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { AdminEventsTab } from "./components/admin-events-tab";
import { UserEventsTab } from "./components/user-events-tab";

/** The realm's recorded events: what users did (user events) and what administrators changed. */
export function EventsPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  // The events configuration is a realm settings tab, which opens with view-realm.
  const canOpenConfig = useAccess().hasAccess("view-realm");
  return (
    <>
      <PageSection>
        <Flex justifyContent={{ default: "justifyContentSpaceBetween" }}>
          <FlexItem>
            <Title headingLevel="h1">{t("events.title")}</Title>
            <Content component="p">{t("events.description")}</Content>
          </FlexItem>
          {canOpenConfig && (
            <FlexItem>
              <Button variant="link" component={RouterLink} href={toEventsConfig(realm)}>
                {t("events.configure")}
              </Button>
            </FlexItem>
          )}
        </Flex>
      </PageSection>
      <PageSection>
        <RoutedTabs<EventsTab>
          ariaLabel={t("events.tabsLabel")}
          linkTo={(tab) => toEvents({ realm, tab })}
          tabs={[
            {
              key: "user-events",
              title: t("events.user.tab"),
              content: (
                <TabContentBody hasPadding>
                  <UserEventsTab />
                </TabContentBody>
              ),
            },
            {
              key: "admin-events",
              title: t("events.admin.tab"),
              content: (
                <TabContentBody hasPadding>
                  <AdminEventsTab />
                </TabContentBody>
              ),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
