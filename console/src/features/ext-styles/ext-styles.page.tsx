import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { RealmFormLoader } from "@/shared/realm-form/realm-form-loader";
import { StyleTabs } from "./components/style-tabs";

/**
 * The branding Phase Two's extensions read from the realm's attributes: images, login page and
 * portal colours and style sheets, e-mail footer lines. The route opens with query-clients, as the
 * extension's own pages do, but the server shows the realm's attributes only to those who may view
 * the realm; the console asks for view-realm there, as on the realm settings, and names it when it
 * is missing. Without manage-realm the page is read-only.
 */
export function ExtStylesPage() {
  const { t } = useTranslation();
  const canView = useAccess().hasAccess("view-realm");
  if (!canView) return <ForbiddenSection missingRights={["view-realm"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("extStyles.title")}</Title>
        <Content component="p">{t("extStyles.intro")}</Content>
      </PageSection>
      <PageSection>
        <RealmFormLoader
          loadingText={t("extStyles.loading")}
          loadErrorTitle={t("extStyles.loadError")}
        >
          {(realm, canManage) => <StyleTabs realm={realm} canManage={canManage} />}
        </RealmFormLoader>
      </PageSection>
    </>
  );
}
