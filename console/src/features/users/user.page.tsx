import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { unmanagedPolicyQuery } from "./api/unmanaged-policy-query";
import { useShowUserEvents } from "./api/use-show-user-events";
import { useShowUserOrganizations } from "./api/use-show-user-organizations";
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
import { toUser, toUsers, type UserParams, type UserTab } from "@/shared/paths/user-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs, type RoutedTab } from "@/shared/ui/tabs/routed-tabs";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

/** Each tab's content sits flush in the page section that holds the tabs. */
const withoutPadding = <TKey extends string>(tabs: RoutedTab<TKey>[]): RoutedTab<TKey>[] =>
  tabs.map((tab) => ({
    ...tab,
    content: <PageSection padding={{ default: "noPadding" }}>{tab.content}</PageSection>,
  }));

/** One user: the header with its actions and one tab per aspect of the user. */
export function UserPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { id } = useRouteParams<UserParams>();
  const user = useQuery(userQuery(client, realm, id));
  // The attributes tab exists only while the user profile admits undeclared attributes.
  const unmanaged = useQuery(unmanagedPolicyQuery(client, realm));
  const policy = unmanaged.data ?? "hidden";
  const showEvents = useShowUserEvents();
  const showOrganizations = useShowUserOrganizations();
  const viewUsers = access.hasAccess("view-users");

  if (user.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("users.loading")} />
      </PageSection>
    );
  }
  if (user.isError || user.data === null) {
    return (
      <ObjectUnavailable
        error={user.error}
        notFound={t("users.details.notFound")}
        back={{ to: toUsers({ realm }), label: t("users.details.backToList") }}
      />
    );
  }
  return (
    <>
      <UserHeader user={user.data} />
      <PageSection>
        <RoutedTabs<UserTab>
          ariaLabel={t("users.details.tabs")}
          linkTo={(tab) => toUser({ realm, id, tab })}
          tabs={withoutPadding([
            {
              key: "settings",
              title: t("users.details.tab"),
              // Remount on a new version of the user, so the form starts from what was saved.
              content: <UserDetailsForm key={JSON.stringify(user.data)} user={user.data} />,
            },
            {
              key: "credentials",
              title: t("users.credentials.tab"),
              isShown: viewUsers,
              content: <CredentialsTab user={user.data} />,
            },
            {
              key: "role-mapping",
              title: t("users.roles.tab"),
              isShown: viewUsers,
              content: <RoleMappingTab user={user.data} />,
            },
            {
              key: "groups",
              title: t("users.groups.tab"),
              isShown: viewUsers,
              content: <GroupsTab user={user.data} />,
            },
            {
              key: "attributes",
              title: t("users.attributes.tab"),
              isShown: viewUsers && (unmanaged.isPending ? "unknown" : policy !== "hidden"),
              content: <AttributesTab user={user.data} policy={policy} />,
            },
            {
              key: "consents",
              title: t("users.consents.tab"),
              isShown: viewUsers,
              content: <ConsentsTab user={user.data} />,
            },
            {
              key: "identity-provider-links",
              title: t("users.idpLinks.tab"),
              isShown: viewUsers,
              content: <IdentityProviderLinksTab user={user.data} />,
            },
            {
              key: "sessions",
              title: t("users.sessions.tab"),
              isShown: viewUsers,
              content: <SessionsTab user={user.data} />,
            },
            {
              key: "events",
              title: t("users.events.tab"),
              isShown: showEvents,
              content: <EventsTab user={user.data} />,
            },
            {
              key: "organizations",
              title: t("users.orgs.tab"),
              isShown: showOrganizations,
              content: <OrganizationsTab user={user.data} />,
            },
          ])}
        />
      </PageSection>
    </>
  );
}
