import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { RealmRolesTable } from "./components/realm-roles-table";

/** The realm's roles: search, open, create and delete. */
export function RealmRolesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("roles.title")}</Title>
        <Content component="p">{t("roles.description")}</Content>
      </PageSection>
      <PageSection>
        <RealmRolesTable />
      </PageSection>
    </>
  );
}
