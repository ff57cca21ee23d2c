import { PageSection, Skeleton, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { UnavailableFeatureSection } from "@/shared/access/unavailable-feature-section";
import { useServerInfo } from "@/shared/api/console-data";
import { hasPhaseTwoOrganizations } from "@/shared/api/features";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { extOrganizationQuery } from "./api/ext-organization-query";
import { useExtOrganizationRights } from "./api/ext-organization-rights";
import { AttributesTab } from "./components/attributes-tab";
import { DomainsTab } from "./components/domains-tab";
import { ExtOrganizationHeader } from "./components/ext-organization-header";
import { IdentityProvidersTab } from "./components/identity-providers-tab";
import { InvitationsTab } from "./components/invitations-tab";
import { MembersTab } from "./components/members-tab";
import { RolesTab } from "./components/roles-tab";
import { SettingsTab } from "./components/settings-tab";
import {
  toExtOrganization,
  toExtOrganizations,
  type ExtOrganizationParams,
  type ExtOrganizationTab,
} from "./paths";

/**
 * One of the extension's organizations: its header and a tab each for settings, attributes,
 * domains, members, roles, invitations and linked identity providers.
 */
export function ExtOrganizationPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { orgId } = useRouteParams<ExtOrganizationParams>();
  const { canSee, canManage } = useExtOrganizationRights();
  const available = hasPhaseTwoOrganizations(useServerInfo());
  const organization = useQuery({
    ...extOrganizationQuery(client, realm, orgId),
    enabled: canSee && available,
  });

  if (!available) return <UnavailableFeatureSection reason={t("extOrganizations.unavailable")} />;
  if (!canSee) return <ForbiddenSection missingRights={["view-organizations"]} />;
  if (organization.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("extOrganizations.loading")} />
      </PageSection>
    );
  }
  if (organization.isError || organization.data === null || organization.data.id === undefined) {
    return (
      <ObjectUnavailable
        error={organization.error}
        notFound={t("extOrganizations.details.notFound")}
        back={{ to: toExtOrganizations({ realm }), label: t("extOrganizations.details.back") }}
      />
    );
  }
  const shown = organization.data;
  const named = { id: orgId, name: shown.name ?? "" };

  return (
    <>
      <ExtOrganizationHeader organization={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<ExtOrganizationTab>
          ariaLabel={t("extOrganizations.details.tabs")}
          linkTo={(tab) => toExtOrganization({ realm, orgId, tab })}
          tabs={[
            {
              key: "settings",
              title: t("extOrganizations.settings.tab"),
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
              title: t("extOrganizations.attributes.tab"),
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
              key: "domains",
              title: t("extOrganizations.domains.tab"),
              content: <DomainsTab orgId={orgId} canManage={canManage} />,
            },
            {
              key: "members",
              title: t("extOrganizations.members.tab"),
              content: <MembersTab organization={named} canManage={canManage} />,
            },
            {
              key: "roles",
              title: t("extOrganizations.roles.tab"),
              content: <RolesTab orgId={orgId} canManage={canManage} />,
            },
            {
              key: "invitations",
              title: t("extOrganizations.invitations.tab"),
              content: <InvitationsTab organization={named} canManage={canManage} />,
            },
            {
              key: "identity-providers",
              title: t("extOrganizations.identityProviders.tab"),
              content: (
                <IdentityProvidersTab
                  organization={{ ...named, domains: shown.domains ?? [] }}
                  canManage={canManage}
                />
              ),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
