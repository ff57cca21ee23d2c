import { Content, EmptyState, EmptyStateBody, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useOrganizationRights } from "./api/organization-rights";
import { OrganizationsOff } from "./components/organizations-off";
import { OrganizationsTable } from "./components/organizations-table";

/**
 * The realm's organizations, or why they are not shown: the realm has them switched off, or the
 * administrator holds none of the rights the server shows them with.
 */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const realmRepresentation = useRealmRepresentation();
  const isOff = realmRepresentation?.organizationsEnabled === false;
  const { canSee, canCreate, canManage } = useOrganizationRights();
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
          <OrganizationsTable canCreate={canCreate} canDelete={canManage} />
        )}
      </PageSection>
    </>
  );
}
