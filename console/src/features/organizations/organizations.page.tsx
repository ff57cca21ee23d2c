import { Content, EmptyState, EmptyStateBody, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { OrganizationsOff } from "./components/organizations-off";
import { OrganizationsTable } from "./components/organizations-table";

/**
 * The realm's organizations, or why they are not shown: the realm has them switched off, or the
 * administrator may not manage the realm (the server shows them to no one else).
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const realmRepresentation = useRealmRepresentation();
  const isOff = realmRepresentation?.organizationsEnabled === false;
  // The server shows organizations only to those who may manage the realm, whatever else they hold.
  const canSee = access.hasAccess("manage-realm");
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("organizations.list.title")}</Title>
        <Content component="p">{t("organizations.list.intro")}</Content>
      </PageSection>
      <PageSection>
        {!canSee ? (
          <EmptyState headingLevel="h2" titleText={t("organizations.list.closedTitle")}>
            <EmptyStateBody>{t("organizations.list.closedBody")}</EmptyStateBody>
          </EmptyState>
        ) : isOff ? (
          <OrganizationsOff />
        ) : (
          <OrganizationsTable canManage={access.hasAccess("manage-users")} />
        )}
      </PageSection>
    </>
  );
}
