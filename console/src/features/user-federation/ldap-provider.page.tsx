import { PageSection, Skeleton, TabContentBody, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  newLdapProviderPath,
  toLdapProviderTab,
  toUserFederation,
  type LdapProviderTab,
  type LdapProviderTabParams,
} from "@/shared/paths/user-federation-paths";
import { routePath } from "@/shared/paths/route-path";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { ldapProviderQuery } from "./api/ldap-provider-query";
import { LdapAddForm } from "./components/ldap/ldap-add-form";
import { LdapEditForm } from "./components/ldap/ldap-edit-form";
import { LdapProviderHeader } from "./components/ldap/ldap-provider-header";
import { LdapMappersTab } from "./components/ldap-mappers-tab";

/**
 * An LDAP provider: `ldap/new` adds one; `ldap/:id` and `ldap/:id/:tab` show a stored one with
 * its settings and mappers. Everyone with view-realm reads it; manage-realm changes it.
 */
export function LdapProviderPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const { pathname } = useLocation();
  const canManage = useAccess().hasAccess("manage-realm");
  if (pathname === routePath(newLdapProviderPath, { realm })) {
    return (
      <>
        <PageSection>
          <Title headingLevel="h1">{t("userFederation.ldap.addTitle")}</Title>
        </PageSection>
        <PageSection>
          {canManage ? <LdapAddForm /> : t("userFederation.ldap.addNotAllowed")}
        </PageSection>
      </>
    );
  }
  return <StoredLdapProvider canManage={canManage} />;
}

function StoredLdapProvider({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id } = useRouteParams<LdapProviderTabParams>();
  const provider = useQuery(ldapProviderQuery(client, realm, id));

  if (provider.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("userFederation.ldap.loading")} />
      </PageSection>
    );
  }
  if (provider.isError || provider.data === null || provider.data.providerId !== "ldap") {
    return (
      <ObjectUnavailable
        error={provider.error}
        notFound={t("userFederation.ldap.notFound")}
        back={{ to: toUserFederation({ realm }), label: t("userFederation.ldap.back") }}
      />
    );
  }
  const shown = provider.data;
  return (
    <>
      <LdapProviderHeader provider={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<LdapProviderTab>
          ariaLabel={t("userFederation.ldap.tabs")}
          linkTo={(tab) => toLdapProviderTab({ realm, id, tab })}
          tabs={[
            {
              key: "settings",
              title: t("userFederation.ldap.settingsTab"),
              // Remount on a new version of the provider, so the form starts from what was saved.
              content: (
                <TabContentBody hasPadding>
                  <LdapEditForm
                    key={JSON.stringify(shown)}
                    provider={shown}
                    canManage={canManage}
                  />
                </TabContentBody>
              ),
            },
            {
              key: "mappers",
              title: t("userFederation.ldap.mappersTab"),
              content: <LdapMappersTab realm={realm} providerId={id} canManage={canManage} />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
