import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { RealmSessionActions } from "./components/realm-session-actions";
import { SessionsTable } from "./components/sessions-table";

/**
 * The realm's sessions. Viewing needs the route's rights; signing sessions out needs manage-users
 * and revocation manage-realm, and what the administrator may not do is not offered.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const access = useAccess();
  const canSignOut = access.hasAccess("manage-users");
  const canRevoke = access.hasAccess("manage-realm");
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("sessions.list.title")}</Title>
        <Content component="p">{t("sessions.list.description")}</Content>
        {(canSignOut || canRevoke) && (
          <RealmSessionActions canRevoke={canRevoke} canSignOutAll={canSignOut} />
        )}
      </PageSection>
      <PageSection>
        <SessionsTable canSignOut={canSignOut} />
      </PageSection>
    </>
  );
}
