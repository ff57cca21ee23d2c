import { Alert, PageSection, Skeleton, Tab, Tabs, TabTitleText } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { userQuery } from "./api/user-query";
import { CredentialsTab } from "./components/credentials-tab";
import { GroupsTab } from "./components/groups-tab";
import { RoleMappingTab } from "./components/role-mapping-tab";
import { SessionsTab } from "./components/sessions-tab";
import { UserDetailsForm } from "./components/user-details-form";
import { UserHeader } from "./components/user-header";
import { toUser, userTabs, type UserTab } from "./routes";

const isUserTab = (tab: string | undefined): tab is UserTab =>
  userTabs.some((known) => known === tab);

/** One user: the header with its actions and one tab per aspect of the user. */
export function UserPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const navigate = useNavigate();
  const { id = "", tab } = useParams();
  const user = useQuery(userQuery(client, realm, id));
  const active: UserTab = isUserTab(tab) ? tab : "settings";

  if (user.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("users.loading")} />
      </PageSection>
    );
  }
  if (user.isError || user.data === null) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("users.details.notFound")}>
          {user.isError ? errorMessage(user.error).message : null}
        </Alert>
      </PageSection>
    );
  }
  return (
    <>
      <UserHeader user={user.data} />
      <PageSection>
        <Tabs
          activeKey={active}
          aria-label={t("users.details.tabs")}
          mountOnEnter
          unmountOnExit
          onSelect={(_event, key) => {
            void navigate(toUser({ realm, id, tab: key as UserTab }));
          }}
        >
          <Tab eventKey="settings" title={<TabTitleText>{t("users.details.tab")}</TabTitleText>}>
            <PageSection padding={{ default: "noPadding" }}>
              {/* Remount on a new version of the user, so the form starts from what was saved. */}
              <UserDetailsForm key={JSON.stringify(user.data)} user={user.data} />
            </PageSection>
          </Tab>
          {access.hasAccess("view-users") && (
            <Tab
              eventKey="credentials"
              title={<TabTitleText>{t("users.credentials.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <CredentialsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {access.hasAccess("view-users") && (
            <Tab
              eventKey="role-mapping"
              title={<TabTitleText>{t("users.roles.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <RoleMappingTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {access.hasAccess("view-users") && (
            <Tab eventKey="groups" title={<TabTitleText>{t("users.groups.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <GroupsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {access.hasAccess("view-users") && (
            <Tab eventKey="sessions" title={<TabTitleText>{t("users.sessions.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <SessionsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
        </Tabs>
      </PageSection>
    </>
  );
}
