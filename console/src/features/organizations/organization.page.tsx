import { PageSection, Skeleton, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { hasAdminResourceType } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import {
  toOrganization,
  toOrganizations,
  type OrganizationParams,
  type OrganizationTab,
} from "@/shared/paths/organization-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { organizationQuery } from "./api/organization-query";
import { useOrganizationRights } from "./api/organization-rights";
import { AttributesTab } from "./components/attributes-tab";
import { GroupsTab } from "./components/groups-tab";
import { IdentityProvidersTab } from "./components/identity-providers-tab";
import { MembersTab } from "./components/members-tab";
import { OrganizationHeader } from "./components/organization-header";
import { SettingsTab } from "./components/settings-tab";

/** One organization: its header and a tab each for settings, attributes, members, providers, groups. */
export function OrganizationPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id } = useRouteParams<OrganizationParams>();
  // The server changes organizations only for those who may manage the realm too.
  const { canManage } = useOrganizationRights();
  const organization = useQuery(organizationQuery(client, realm, id));
  const serverInfo = useServerInfo();

  if (organization.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("organizations.loading")} />
      </PageSection>
    );
  }
  if (organization.isError || organization.data === null || organization.data.id === undefined) {
    return (
      <ObjectUnavailable
        error={organization.error}
        notFound={t("organizations.details.notFound")}
        back={{ to: toOrganizations({ realm }), label: t("organizations.details.back") }}
      />
    );
  }
  const shown = organization.data;

  return (
    <>
      <OrganizationHeader organization={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<OrganizationTab>
          ariaLabel={t("organizations.details.tabs")}
          linkTo={(tab) => toOrganization({ realm, id, tab })}
          tabs={[
            {
              key: "settings",
              title: t("organizations.settings.tab"),
              // Remount on a new version, so the form starts from what was saved.
              content: (
                <TabContentBody hasPadding>
                  <SettingsTab
                    key={JSON.stringify(shown)}
                    organization={shown}
                    canManage={canManage}
                  />
                </TabContentBody>
              ),
            },
            {
              key: "attributes",
              title: t("organizations.attributes.tab"),
              content: (
                <TabContentBody hasPadding>
                  <AttributesTab
                    key={JSON.stringify(shown.attributes ?? {})}
                    organization={shown}
                    canManage={canManage}
                  />
                </TabContentBody>
              ),
            },
            {
              key: "members",
              title: t("organizations.members.tab"),
              content: <MembersTab organization={shown} />,
            },
            {
              key: "identity-providers",
              title: t("organizations.identityProviders.tab"),
              content: <IdentityProvidersTab organization={shown} canManage={canManage} />,
            },
            // Organization groups came with a later release than organizations.
            ...(hasAdminResourceType(serverInfo, "ORGANIZATION_GROUP")
              ? [
                  {
                    key: "groups" as const,
                    title: t("organizations.groups.tab"),
                    content: <GroupsTab organization={shown} canManage={canManage} />,
                  },
                ]
              : []),
          ]}
        />
      </PageSection>
    </>
  );
}
