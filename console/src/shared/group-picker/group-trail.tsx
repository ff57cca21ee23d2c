import { Breadcrumb, BreadcrumbItem, Button } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import type { PickerGroup } from "./group-choice";

/**
 * Where the picker is in the group tree: "All groups" and each group opened on the way, every one
 * but the last a button that goes back up to it.
 */
export function GroupTrail({
  trail,
  onGoTo,
}: {
  trail: readonly PickerGroup[];
  /** Goes to the level below the first `depth` groups of the trail; 0 is the top level. */
  onGoTo: (depth: number) => void;
}) {
  const { t } = useTranslation();
  const crumbs = [t("groupPicker.topLevel"), ...trail.map((group) => group.name)];
  return (
    <Breadcrumb aria-label={t("groupPicker.trail")}>
      {crumbs.map((name, depth) => (
        <BreadcrumbItem key={depth} isActive={depth === crumbs.length - 1}>
          {depth === crumbs.length - 1 ? (
            name
          ) : (
            <Button
              variant="link"
              isInline
              onClick={() => {
                onGoTo(depth);
              }}
            >
              {name}
            </Button>
          )}
        </BreadcrumbItem>
      ))}
    </Breadcrumb>
  );
}
