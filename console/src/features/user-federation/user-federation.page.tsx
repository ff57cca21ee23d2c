import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ProvidersTable } from "./components/list/providers-table";

/**
 * A list page of user-storage providers: every kind on the section's start page, one kind on the
 * LDAP and Kerberos lists. Everyone with view-realm reads it; adding and deleting need
 * manage-realm.
 */
function ProvidersPage({ kind, title }: { kind?: string; title: string }) {
  const { t } = useTranslation();
  const canManage = useAccess().hasAccess("manage-realm");
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{title}</Title>
        <Content component="p">{t("userFederation.list.description")}</Content>
      </PageSection>
      <PageSection>
        <ProvidersTable canManage={canManage} {...(kind !== undefined && { kind })} />
      </PageSection>
    </>
  );
}

/** The section's start page: the kinds to start with while the realm has no provider, else all of them. */
export function UserFederationPage() {
  const { t } = useTranslation();
  return <ProvidersPage title={t("userFederation.list.title")} />;
}

export function LdapProvidersPage() {
  const { t } = useTranslation();
  return <ProvidersPage kind="ldap" title={t("userFederation.list.ldapTitle")} />;
}

export function KerberosProvidersPage() {
  const { t } = useTranslation();
  return <ProvidersPage kind="kerberos" title={t("userFederation.list.kerberosTitle")} />;
}
