import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { UsersTable } from "./components/users-table";

/** The realm's users: search, open, create, delete, and act on many at once. */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("users.title")}</Title>
        <Content component="p">{t("users.description")}</Content>
      </PageSection>
      <PageSection>
        <UsersTable />
      </PageSection>
    </>
  );
}
