import { Button, Toolbar, ToolbarContent, ToolbarItem } from "@patternfly/react-core";
import SyncAltIcon from "@patternfly/react-icons/dist/esm/icons/sync-alt-icon";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FilterLabels } from "./filter-labels";
import { SearchBox } from "./search-box";

export interface TableToolbarProps {
  /** The table's accessible name. */
  tableLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  isSearchable: boolean;
  searchPlaceholder?: string;
  bulkSelect?: ReactNode;
  /** The caller's `ToolbarItem`s. */
  items?: ReactNode;
  onRefresh?: () => void;
  /** All matching rows, shown as "N total" when known. */
  itemCount?: number;
  pagination?: ReactNode;
}

/** Search, selection, the caller's items, refresh, the total and compact pagination, in tab order. */
export function TableToolbar({
  tableLabel,
  search,
  onSearchChange,
  isSearchable,
  searchPlaceholder,
  bulkSelect,
  items,
  onRefresh,
  itemCount,
  pagination,
}: TableToolbarProps) {
  const { t } = useTranslation();
  return (
    <Toolbar>
      <ToolbarContent>
        {bulkSelect !== undefined && <ToolbarItem>{bulkSelect}</ToolbarItem>}
        {isSearchable && (
          <ToolbarItem>
            <SearchBox
              tableLabel={tableLabel}
              value={search}
              onSearch={onSearchChange}
              {...(searchPlaceholder !== undefined && { placeholder: searchPlaceholder })}
            />
          </ToolbarItem>
        )}
        {items}
        {onRefresh !== undefined && (
          <ToolbarItem>
            <Button variant="link" icon={<SyncAltIcon />} onClick={onRefresh}>
              {t("table.refresh")}
            </Button>
          </ToolbarItem>
        )}
        {itemCount !== undefined && (
          <ToolbarItem>{t("table.total", { count: itemCount })}</ToolbarItem>
        )}
        {pagination !== undefined && (
          <ToolbarItem variant="pagination" align={{ default: "alignEnd" }}>
            {pagination}
          </ToolbarItem>
        )}
      </ToolbarContent>
      {search !== "" && (
        <ToolbarContent>
          <FilterLabels
            search={search}
            onClear={() => {
              onSearchChange("");
            }}
          />
        </ToolbarContent>
      )}
    </Toolbar>
  );
}
