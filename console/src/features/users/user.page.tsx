import { Alert, PageSection, Skeleton, Tab, Tabs, TabTitleText } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { unmanagedPolicyQuery } from "./api/unmanaged-attributes";
import { useShowUserEvents } from "./api/events-query";
import { useShowUserOrganizations } from "./api/organizations-query";
import { userQuery } from "./api/user-query";
import { AttributesTab } from "./components/attributes-tab";
import { ConsentsTab } from "./components/consents-tab";
import { CredentialsTab } from "./components/credentials-tab";
import { EventsTab } from "./components/events-tab";
import { GroupsTab } from "./components/groups-tab";
import { IdentityProviderLinksTab } from "./components/identity-provider-links-tab";
import { OrganizationsTab } from "./components/organizations-tab";
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
  // The attributes tab exists only while the user profile admits undeclared attributes.
  const unmanaged = useQuery(unmanagedPolicyQuery(client, realm)).data ?? "hidden";
  const showEvents = useShowUserEvents();
  const showOrganizations = useShowUserOrganizations();
  const viewUsers = access.hasAccess("view-users");
  const shown: Record<UserTab, boolean> = {
    settings: true,
    credentials: viewUsers,
    "role-mapping": viewUsers,
    groups: viewUsers,
    attributes: viewUsers && unmanaged !== "hidden",
    consents: viewUsers,
    "identity-provider-links": viewUsers,
    sessions: viewUsers,
    events: showEvents,
    organizations: showOrganizations,
  };
  // A link to a tab this realm or administrator does not have opens the details tab instead.
  const active: UserTab = isUserTab(tab) && shown[tab] ? tab : "settings";

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
          {viewUsers && (
            <Tab
              eventKey="credentials"
              title={<TabTitleText>{t("users.credentials.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <CredentialsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {viewUsers && (
            <Tab
              eventKey="role-mapping"
              title={<TabTitleText>{t("users.roles.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <RoleMappingTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {viewUsers && (
            <Tab eventKey="groups" title={<TabTitleText>{t("users.groups.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <GroupsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {shown.attributes && (
            <Tab
              eventKey="attributes"
              title={<TabTitleText>{t("users.attributes.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <AttributesTab user={user.data} policy={unmanaged} />
              </PageSection>
            </Tab>
          )}
          {viewUsers && (
            <Tab eventKey="consents" title={<TabTitleText>{t("users.consents.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <ConsentsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {viewUsers && (
            <Tab
              eventKey="identity-provider-links"
              title={<TabTitleText>{t("users.idpLinks.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <IdentityProviderLinksTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {viewUsers && (
            <Tab eventKey="sessions" title={<TabTitleText>{t("users.sessions.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <SessionsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {showEvents && (
            <Tab eventKey="events" title={<TabTitleText>{t("users.events.tab")}</TabTitleText>}>
              <PageSection padding={{ default: "noPadding" }}>
                <EventsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
          {showOrganizations && (
            <Tab
              eventKey="organizations"
              title={<TabTitleText>{t("users.orgs.tab")}</TabTitleText>}
            >
              <PageSection padding={{ default: "noPadding" }}>
                <OrganizationsTab user={user.data} />
              </PageSection>
            </Tab>
          )}
        </Tabs>
      </PageSection>
    </>
  );
}
