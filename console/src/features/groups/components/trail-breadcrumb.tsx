import { Breadcrumb, BreadcrumbItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toGroups } from "@/shared/paths/group-paths";
import { trailCrumbs, type TrailStep } from "../trail";

/**
 * Where the group sits in the tree: "Groups" (the top level, clearing the trail) and every group
 * from the top down, each a link that cuts the trail back to it; the current group last.
 */
export function TrailBreadcrumb({ steps }: { steps: readonly TrailStep[] }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const crumbs = trailCrumbs(steps);
  return (
    <Breadcrumb aria-label={t("groups.trail.label")}>
      {crumbs.map((crumb, index) => {
        const label = crumb.id === undefined ? t("groups.trail.top") : (crumb.name ?? "…");
        return index === crumbs.length - 1 ? (
          <BreadcrumbItem key={crumb.id ?? ""} isActive>
            {label}
          </BreadcrumbItem>
        ) : (
          <BreadcrumbItem
            key={crumb.id ?? ""}
            render={({ className }) => (
              <Link className={className} to={toGroups({ realm, trail: crumb.trail })}>
                {label}
              </Link>
            )}
          />
        );
      })}
    </Breadcrumb>
  );
}
