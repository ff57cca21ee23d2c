import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ClientScopesTable } from "./components/client-scopes-table";

/** The realm's client scopes: search and filter, open, create, change their type and delete. */
export function ClientScopesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clientScopes.title")}</Title>
        <Content component="p">{t("clientScopes.description")}</Content>
      </PageSection>
      <PageSection>
        <ClientScopesTable />
      </PageSection>
    </>
  );
}
