import { Th, Thead, Tr } from "@patternfly/react-table";
import { useTranslation } from "react-i18next";
import type { SortState, TableColumn } from "./table-types";

export interface TableHeaderProps<T> {
  columns: readonly TableColumn<T>[];
  sort: SortState | undefined;
  onSortChange: (sort: SortState) => void;
  hasExpandColumn: boolean;
  hasSelectColumn: boolean;
  hasActionsColumn: boolean;
}

/** Column headers; sortable ones are buttons that sort ascending first, then flip. */
export function TableHeader<T>({
  columns,
  sort,
  onSortChange,
  hasExpandColumn,
  hasSelectColumn,
  hasActionsColumn,
}: TableHeaderProps<T>) {
  const { t } = useTranslation();
  const sortIndex = columns.findIndex((column) => column.id === sort?.column);
  return (
    <Thead>
      <Tr>
        {hasExpandColumn && <Th screenReaderText={t("table.detailsColumn")} />}
        {hasSelectColumn && <Th screenReaderText={t("table.selectionColumn")} />}
        {columns.map((column, index) => (
          <Th
            key={column.id}
            width={column.width}
            {...(column.sortable === true && {
              sort: {
                columnIndex: index,
                sortBy: sortIndex === -1 ? {} : { index: sortIndex, direction: sort?.direction },
                onSort: (_event, _index, direction) => {
                  onSortChange({ column: column.id, direction });
                },
              },
            })}
          >
            {column.title}
          </Th>
        ))}
        {hasActionsColumn && <Th screenReaderText={t("table.actionsColumn")} />}
      </Tr>
    </Thead>
  );
}
