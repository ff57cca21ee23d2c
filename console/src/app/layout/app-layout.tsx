import { Page, SkipToContent } from "@patternfly/react-core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useWhoAmI } from "@/shared/api/console-data";
import { FormDraftScope } from "@/shared/ui/form/form-drafts";
import { routes } from "../routes";
import { BreadcrumbTrail } from "./breadcrumb-trail";
import { buildBreadcrumbs } from "./breadcrumbs";
import { Header } from "./header";
import { PageNav } from "./page-nav";
import { TemporaryAdminBanner } from "./temporary-admin-banner";
import { useIdlePreload } from "./use-idle-preload";

const mainId = "gatehouse-main";

/** Header, side navigation, banner and breadcrumbs around the page content. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { temporary, realm: signInRealm, userId } = useWhoAmI();
  // A table's page or search changes the address but not the path: the trail, header and
  // navigation then stay as they are instead of rendering again with every keystroke's search.
  const crumbs = useMemo(() => buildBreadcrumbs(pathname, routes, t), [pathname, t]);
  const header = useMemo(() => <Header />, []);
  const navigation = useMemo(() => <PageNav routes={routes} />, []);
  useIdlePreload(routes);
  return (
    <Page
      masthead={header}
      sidebar={navigation}
      isManagedSidebar
      mainContainerId={mainId}
      {...(temporary ? { banner: <TemporaryAdminBanner /> } : {})}
      {...(crumbs.length > 0 ? { breadcrumb: <BreadcrumbTrail crumbs={crumbs} /> } : {})}
      skipToContent={
        <SkipToContent
          href={`#${mainId}`}
          onClick={(event) => {
            // A hash link would be read as a route; move focus instead.
            event.preventDefault();
            document.getElementById(mainId)?.focus();
          }}
        >
          {t("shell.skipToContent")}
        </SkipToContent>
      }
    >
      <FormDraftScope.Provider value={`${signInRealm}/${userId}`}>
        {children}
      </FormDraftScope.Provider>
    </Page>
  );
}
