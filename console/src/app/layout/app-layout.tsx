import { Page, SkipToContent } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useWhoAmI } from "@/shared/api/console-data";
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
  const { temporary } = useWhoAmI();
  const crumbs = buildBreadcrumbs(pathname, routes, t);
  useIdlePreload(routes);
  return (
    <Page
      masthead={<Header />}
      sidebar={<PageNav routes={routes} />}
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
      {children}
    </Page>
  );
}
