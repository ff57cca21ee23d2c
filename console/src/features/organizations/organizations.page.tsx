import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { OrganizationsOff } from "./components/organizations-off";
import { OrganizationsTable } from "./components/organizations-table";

/** The realm's organizations, or why there are none while the realm has them switched off. */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const realmRepresentation = useRealmRepresentation();
  // Only a realm that says it is off is treated as off: an administrator who cannot read the
  // realm's switch still sees the list the server answers.
  const isOff = realmRepresentation?.organizationsEnabled === false;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("organizations.list.title")}</Title>
        <Content component="p">{t("organizations.list.intro")}</Content>
      </PageSection>
      <PageSection>
        {isOff ? (
          <OrganizationsOff canManageRealm={access.hasAccess("manage-realm")} />
        ) : (
          <OrganizationsTable canManage={access.hasAccess("manage-users")} />
        )}
      </PageSection>
    </>
  );
}
