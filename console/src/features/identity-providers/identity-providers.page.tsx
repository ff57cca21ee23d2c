import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { IdentityProvidersTable } from "./components/identity-providers-table";

/** The realm's identity providers, or the provider types to start with when it has none. */
export function IdentityProvidersPage() {
  const { t } = useTranslation();
  const canManage = useAccess().hasAccess("manage-identity-providers");
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("identityProviders.list.title")}</Title>
        <Content component="p">{t("identityProviders.list.description")}</Content>
      </PageSection>
      <PageSection>
        <IdentityProvidersTable canManage={canManage} />
      </PageSection>
    </>
  );
}
