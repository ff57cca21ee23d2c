import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useExtOrganizationRights } from "./api/ext-organization-rights";
import { ExtOrganizationsTable } from "./components/ext-organizations-table";

/**
 * The organizations of Phase Two's extension. The route opens with query-clients; the extension
 * itself shows organizations only with view-organizations or manage-organizations, so without
 * them the page names those rights instead of a list the server would refuse.
 */
export function ExtOrganizationsPage() {
  const { t } = useTranslation();
  const { canSee, canManage } = useExtOrganizationRights();
  if (!canSee) return <ForbiddenSection missingRights={["view-organizations"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("extOrganizations.list.title")}</Title>
        <Content component="p">{t("extOrganizations.list.intro")}</Content>
      </PageSection>
      <PageSection>
        <ExtOrganizationsTable canManage={canManage} />
      </PageSection>
    </>
  );
}
