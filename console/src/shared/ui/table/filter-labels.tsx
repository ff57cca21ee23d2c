import { Button, Label, LabelGroup, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useBelowLg } from "./use-below-breakpoint";

export interface FilterLabelsProps {
  search: string;
  onClear: () => void;
}

/**
 * The active search as a removable label with "clear all filters"; below the `lg` breakpoint the
 * label collapses into a count, so the toolbar stays one line on small screens.
 */
export function FilterLabels({ search, onClear }: FilterLabelsProps) {
  const { t } = useTranslation();
  const collapsed = useBelowLg();
  if (search === "") return null;
  return (
    <>
      <ToolbarItem>
        {collapsed ? (
          t("table.filtersApplied", { count: 1 })
        ) : (
          <LabelGroup categoryName={t("table.searchCategory")}>
            <Label
              variant="outline"
              onClose={onClear}
              closeBtnAriaLabel={t("table.removeSearch", { search })}
            >
              {search}
            </Label>
          </LabelGroup>
        )}
      </ToolbarItem>
      <ToolbarItem>
        <Button variant="link" isInline onClick={onClear}>
          {t("table.clearAllFilters")}
        </Button>
      </ToolbarItem>
    </>
  );
}
