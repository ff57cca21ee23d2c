import { Table, Tbody, Td, Tr } from "@patternfly/react-table";
import { useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BulkSelect } from "./bulk-select";
import { filterRows, sortRows } from "./client-rows";
import { ActionsCell, SelectCell } from "./row-cells";
import { TableHeader } from "./table-header";
import { ErrorRow, LoadingRow, NoResultsRow } from "./table-states";
import { TableToolbar } from "./table-toolbar";
import { useRowWindow } from "./use-row-window";
import type { SortState, TableBaseProps, TableContext } from "./table-types";
import { useTableSelection } from "./use-table-selection";

export interface VirtualDataTableProps<T> extends Omit<TableBaseProps<T>, "expandedContent"> {
  /** Every row, in memory; searched (by the columns' `value`) and sorted here, never paged. */
  rows: readonly T[];
  isLoading?: boolean;
  error?: unknown;
  onRefresh?: () => void;
  /** Height of the scrolling area. */
  height?: number | string;
  /** Expected height of one row in pixels, used until a rendered row has been measured. */
  rowHeight?: number;
}

/**
 * A table for long in-memory lists (thousands of rows) that renders only the rows in view plus a
 * few around them, so scrolling stays smooth. Rows keep one height, so there are no expandable
 * rows; search, sort, selection and row actions work as in the other tables.
 *
 * @example
 * ```tsx
 * <VirtualDataTable
 *   ariaLabel={t("users.effectiveRoles")}
 *   rows={roles}
 *   rowKey={(role) => role.id ?? ""}
 *   columns={[{ id: "name", title: t("roles.name"), cell: (role) => role.name, value: (role) => role.name, sortable: true }]}
 *   emptyState={<NoRoles />}
 * />
 * ```
 */
export function VirtualDataTable<T>({
  ariaLabel,
  rows: allRows,
  columns,
  rowKey,
  rowLabel = rowKey,
  isSearchable = true,
  searchPlaceholder,
  emptyState,
  toolbarItems,
  actions = [],
  selectable,
  onSelectionChange,
  defaultSort,
  variant,
  isLoading = false,
  error,
  onRefresh,
  height = 480,
  rowHeight: estimatedRowHeight = 56,
}: VirtualDataTableProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState | undefined>(defaultSort);
  const selection = useTableSelection(rowKey, onSelectionChange);
  // Scrolling re-renders often; search and sort only when their inputs change.
  const visible = useMemo(
    () => sortRows(filterRows(allRows, columns, search), columns, sort),
    [allRows, columns, search, sort],
  );

  // Rows are as tall as their content and PatternFly make them; one measured row sets the pace.
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const measureRow = (row: HTMLTableRowElement | null) => {
    const measured = row?.getBoundingClientRect().height ?? 0;
    if (measured > 0 && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured);
  };
  const rowWindow = useRowWindow(
    scrollRef,
    visible.length,
    rowHeight,
    typeof height === "number" ? height : 480,
  );

  const changeSearch = (next: string) => {
    if (selection.count !== 0) selection.clear();
    setSearch(next);
    rowWindow.scrollToTop();
  };

  if (!isLoading && error === undefined && search === "" && allRows.length === 0)
    return <>{emptyState}</>;

  const hasActions = actions.length > 0;
  const colSpan = columns.length + (selectable === undefined ? 0 : 1) + (hasActions ? 1 : 0);
  const { start, end, spaceAbove, spaceBelow } = rowWindow.window;
  const context: TableContext<T> = {
    selection: selection.selection,
    clearSelection: selection.clear,
    refresh: () => {
      onRefresh?.();
    },
    search,
  };

  const body = () => {
    if (isLoading) return <LoadingRow colSpan={colSpan} />;
    if (error !== undefined)
      return (
        <ErrorRow
          colSpan={colSpan}
          error={error}
          {...(onRefresh !== undefined && { onRetry: onRefresh })}
        />
      );
    if (visible.length === 0)
      return (
        <NoResultsRow
          colSpan={colSpan}
          onClearSearch={() => {
            changeSearch("");
          }}
        />
      );
    return (
      <>
        {spaceAbove > 0 && (
          <Tr aria-hidden="true">
            <Td colSpan={colSpan} style={{ height: spaceAbove, padding: 0 }} />
          </Tr>
        )}
        {visible.slice(start, end).map((row, offset) => {
          const index = start + offset;
          const label = rowLabel(row);
          return (
            <Tr
              key={rowKey(row)}
              aria-rowindex={index + 2}
              isRowSelected={selection.isSelected(row)}
              ref={offset === 0 ? measureRow : undefined}
            >
              {selectable !== undefined && (
                <SelectCell
                  id={`${id}-select-${String(index)}`}
                  groupName={`${id}-select`}
                  variant={selectable}
                  label={label}
                  isSelected={selection.isSelected(row)}
                  onChange={(checked) => {
                    if (selectable === "single") selection.selectOnly(row);
                    else selection.toggleRow(row, checked, visible);
                  }}
                />
              )}
              {columns.map((column) => (
                <Td key={column.id} dataLabel={column.title}>
                  {column.cell(row)}
                </Td>
              ))}
              {hasActions && <ActionsCell row={row} label={label} actions={actions} />}
            </Tr>
          );
        })}
        {spaceBelow > 0 && (
          <Tr aria-hidden="true">
            <Td colSpan={colSpan} style={{ height: spaceBelow, padding: 0 }} />
          </Tr>
        )}
      </>
    );
  };

  return (
    <>
      <TableToolbar
        tableLabel={ariaLabel}
        search={search}
        onSearchChange={changeSearch}
        isSearchable={isSearchable}
        {...(searchPlaceholder !== undefined && { searchPlaceholder })}
        {...(selectable === "multiple" && {
          bulkSelect: (
            <BulkSelect
              isSinglePage
              pageCount={visible.length}
              selectedCount={selection.count}
              isAllMatching={false}
              isPageSelected={visible.length > 0 && visible.every(selection.isSelected)}
              total={visible.length}
              onSelectNone={selection.clear}
              onSelectPage={() => {
                selection.selectPage(visible);
              }}
              onSelectAll={() => {
                selection.selectPage(visible);
              }}
            />
          ),
        })}
        items={toolbarItems?.(context)}
        {...(onRefresh !== undefined && { onRefresh })}
        {...(!isLoading && { itemCount: visible.length })}
      />
      <div
        ref={scrollRef}
        role="region"
        aria-label={t("table.scrollRegion", { name: ariaLabel })}
        onScroll={rowWindow.onScroll}
        style={{ height, overflow: "auto" }}
      >
        <Table
          aria-label={ariaLabel}
          variant={variant}
          isStickyHeader
          aria-rowcount={visible.length + 1}
        >
          <TableHeader
            columns={columns}
            sort={sort}
            onSortChange={setSort}
            hasExpandColumn={false}
            hasSelectColumn={selectable !== undefined}
            hasActionsColumn={hasActions}
          />
          <Tbody>{body()}</Tbody>
        </Table>
      </div>
    </>
  );
}
