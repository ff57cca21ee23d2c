import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useOrganizationRights } from "./api/organization-rights";
import { NewOrganizationForm } from "./components/new-organization-form";

/**
 * Creates an organization: its name, alias, domains, redirect URL and description. The route
 * opens with manage-users; the server creates organizations only for manage-organizations (or
 * manage-realm), so without it the page names that right instead of a form it would refuse.
 */
export function NewOrganizationPage() {
  const { t } = useTranslation();
  const { canCreate } = useOrganizationRights();
  if (!canCreate) return <ForbiddenSection missingRights={["manage-organizations"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("organizations.create.title")}</Title>
      </PageSection>
      <PageSection>
        <NewOrganizationForm />
      </PageSection>
    </>
  );
}
