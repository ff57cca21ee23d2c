import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { UnavailableFeatureSection } from "@/shared/access/unavailable-feature-section";
import { useServerInfo } from "@/shared/api/console-data";
import { hasPhaseTwoOrganizations } from "@/shared/api/features";
import { useExtOrganizationRights } from "./api/ext-organization-rights";
import { ExtOrganizationsTable } from "./components/ext-organizations-table";

/**
 * The organizations of Phase Two's extension. The route opens with query-clients; the extension
 * itself shows organizations only with view-organizations or manage-organizations, so without
 * them the page names those rights instead of a list the server would refuse. On a server without
 * the extension (reached by its address) it says so and asks nothing.
 */
export function ExtOrganizationsPage() {
  const { t } = useTranslation();
  const { canSee, canManage } = useExtOrganizationRights();
  if (!hasPhaseTwoOrganizations(useServerInfo()))
    return <UnavailableFeatureSection reason={t("extOrganizations.unavailable")} />;
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
