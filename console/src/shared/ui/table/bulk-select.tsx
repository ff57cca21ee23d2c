import {
  Dropdown,
  DropdownItem,
  DropdownList,
  MenuToggle,
  MenuToggleCheckbox,
} from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { popperTarget } from "@/shared/ui/popper-target";

export interface BulkSelectProps {
  /** Rows on the current page. */
  pageCount: number;
  /** Selected rows; `undefined` for "all matching" with an unknown total. */
  selectedCount: number | undefined;
  isAllMatching: boolean;
  isPageSelected: boolean;
  /** All matching rows when known. */
  total: number | undefined;
  onSelectNone: () => void;
  onSelectPage: () => void;
  /** Selects every matching row, loaded or not; left out where acting on unseen rows makes no sense. */
  onSelectAll?: () => void;
  /** Every matching row is on screen (virtualised lists), so "select page" would repeat "select all". */
  isSinglePage?: boolean;
}

/** The toolbar's selection control: a checkbox for the page and a menu for none, page or all matching. */
export function BulkSelect({
  pageCount,
  selectedCount,
  isAllMatching,
  isPageSelected,
  total,
  onSelectNone,
  onSelectPage,
  onSelectAll,
  isSinglePage = false,
}: BulkSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const checked =
    isAllMatching || isPageSelected
      ? true
      : selectedCount !== undefined && selectedCount > 0
        ? null
        : false;
  const summary =
    selectedCount === undefined
      ? t("table.allSelected")
      : selectedCount > 0
        ? t("table.selectedCount", { count: selectedCount })
        : undefined;

  const choose = (action: () => void) => () => {
    action();
    setOpen(false);
  };

  return (
    <Dropdown
      popperProps={{ appendTo: popperTarget }}
      isOpen={open}
      onOpenChange={setOpen}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          isExpanded={open}
          onClick={() => {
            setOpen(!open);
          }}
          aria-label={t("table.selectionOptions")}
          splitButtonItems={[
            <MenuToggleCheckbox
              key="page"
              id={`${id}-checkbox`}
              aria-label={t("table.selectPageCheckbox")}
              isChecked={checked}
              onChange={(isChecked) => {
                if (isChecked) onSelectPage();
                else onSelectNone();
              }}
            >
              {summary}
            </MenuToggleCheckbox>,
          ]}
        />
      )}
    >
      <DropdownList>
        <DropdownItem onClick={choose(onSelectNone)}>{t("table.selectNone")}</DropdownItem>
        {!isSinglePage && (
          <DropdownItem onClick={choose(onSelectPage)}>
            {t("table.selectPage", { count: pageCount })}
          </DropdownItem>
        )}
        {onSelectAll !== undefined && (
          <DropdownItem onClick={choose(onSelectAll)}>
            {total === undefined
              ? t("table.selectAllMatching")
              : t("table.selectAll", { count: total })}
          </DropdownItem>
        )}
      </DropdownList>
    </Dropdown>
  );
}
