import { Breadcrumb, BreadcrumbItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Crumb } from "./breadcrumbs";

/** The trail above the page, the last crumb being the current page. */
export function BreadcrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb aria-label={t("shell.breadcrumbs")}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <BreadcrumbItem key={crumb.to} isActive>
            {crumb.label}
          </BreadcrumbItem>
        ) : (
          <BreadcrumbItem
            key={crumb.to}
            render={({ className }) => (
              <Link className={className} to={crumb.to}>
                {crumb.label}
              </Link>
            )}
          />
        ),
      )}
    </Breadcrumb>
  );
}
