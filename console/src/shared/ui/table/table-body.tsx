import { ExpandableRowContent, Table, Tbody, Td, Tr } from "@patternfly/react-table";
import { useId, useState, type ReactNode } from "react";
import { ActionsCell, ExpandCell, SelectCell } from "./row-cells";
import { TableHeader } from "./table-header";
import { ErrorRow, LoadingRow, NoResultsRow } from "./table-states";
import type { SortState, TableBaseProps } from "./table-types";
import type { SelectionControls } from "./use-table-selection";

export type BodyState =
  | { kind: "loading" }
  | { kind: "error"; error: unknown }
  | { kind: "noResults" }
  | { kind: "rows" };

export interface TableBodyProps<T> extends Pick<
  TableBaseProps<T>,
  | "ariaLabel"
  | "columns"
  | "rowKey"
  | "rowLabel"
  | "actions"
  | "selectable"
  | "isRowSelectable"
  | "expandedContent"
  | "variant"
> {
  rows: readonly T[];
  state: BodyState;
  selection: SelectionControls<T>;
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
  onRetry?: () => void;
  onClearSearch: () => void;
  isBusy: boolean;
}

/** The PatternFly table of a paged table: header with sorting, rows with their controls, and the states. */
export function TableBody<T>({
  ariaLabel,
  columns,
  rows,
  rowKey,
  rowLabel = rowKey,
  actions = [],
  selectable,
  isRowSelectable = () => true,
  expandedContent,
  variant,
  state,
  selection,
  sort,
  onSortChange,
  onRetry,
  onClearSearch,
  isBusy,
}: TableBodyProps<T>) {
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const hasActions = actions.length > 0;
  const colSpan =
    columns.length +
    (selectable === undefined ? 0 : 1) +
    (expandedContent === undefined ? 0 : 1) +
    (hasActions ? 1 : 0);

  const toggleExpanded = (key: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  };

  const renderRow = (row: T, index: number) => {
    const key = rowKey(row);
    const label = rowLabel(row);
    const detail = expandedContent?.(row);
    const isExpanded = detail !== undefined && expanded.has(key);
    const isSelected = selection.isSelected(row);
    const detailId = `${id}-detail-${String(index)}`;
    const main = (
      <Tr key={key} isRowSelected={isSelected}>
        {expandedContent !== undefined && (
          <ExpandCell
            label={label}
            isExpandable={detail !== undefined}
            isExpanded={isExpanded}
            controls={detailId}
            onToggle={() => {
              toggleExpanded(key);
            }}
          />
        )}
        {selectable !== undefined && !isRowSelectable(row) && <Td />}
        {selectable !== undefined && isRowSelectable(row) && (
          <SelectCell
            id={`${id}-select-${String(index)}`}
            groupName={`${id}-select`}
            variant={selectable}
            label={label}
            isSelected={isSelected}
            onChange={(checked) => {
              if (selectable === "single") selection.selectOnly(row);
              else selection.toggleRow(row, checked, rows);
            }}
          />
        )}
        {columns.map((column) => (
          <Td
            key={column.id}
            dataLabel={column.title}
            {...(column.truncate === true && {
              modifier: "truncate" as const,
              ...(column.value !== undefined && { tooltip: String(column.value(row) ?? "") }),
            })}
          >
            {column.cell(row)}
          </Td>
        ))}
        {hasActions && <ActionsCell row={row} label={label} actions={actions} />}
      </Tr>
    );
    if (expandedContent === undefined) return main;
    return (
      <Tbody key={key} isExpanded={isExpanded}>
        {main}
        {detail !== undefined && (
          <Tr isExpanded={isExpanded} id={detailId}>
            <Td colSpan={colSpan}>
              <ExpandableRowContent>{isExpanded ? detail : null}</ExpandableRowContent>
            </Td>
          </Tr>
        )}
      </Tbody>
    );
  };

  const stateRow = (content: ReactNode) => <Tbody>{content}</Tbody>;

  return (
    <Table
      aria-label={ariaLabel}
      variant={variant}
      aria-busy={isBusy}
      isExpandable={expandedContent !== undefined}
    >
      <TableHeader
        columns={columns}
        sort={sort}
        onSortChange={onSortChange}
        hasExpandColumn={expandedContent !== undefined}
        hasSelectColumn={selectable !== undefined}
        hasActionsColumn={hasActions}
      />
      {state.kind === "loading" && stateRow(<LoadingRow colSpan={colSpan} />)}
      {state.kind === "error" &&
        stateRow(
          <ErrorRow
            colSpan={colSpan}
            error={state.error}
            {...(onRetry !== undefined && { onRetry })}
          />,
        )}
      {state.kind === "noResults" &&
        stateRow(<NoResultsRow colSpan={colSpan} onClearSearch={onClearSearch} />)}
      {state.kind === "rows" &&
        (expandedContent === undefined ? (
          <Tbody>{rows.map(renderRow)}</Tbody>
        ) : (
          rows.map(renderRow)
        ))}
    </Table>
  );
}
