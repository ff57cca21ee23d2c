import { Button, ToolbarItem } from "@patternfly/react-core";
import type { TableContext } from "./table-types";

/**
 * A toolbar item that removes the rows chosen in a table: shown once rows are chosen, it hands
 * them to `onRemove` (which asks first) with the way to clear the choice once they are gone.
 *
 * @example
 * toolbarItems={(context) => canManage && (
 *   <RemoveSelectedItem context={context} label={(count) => t("x.removeSelected", { count })}
 *     onRemove={askRemove} />
 * )}
 */
export function RemoveSelectedItem<T>({
  context: { selection, clearSelection },
  label,
  limit,
  onRemove,
}: {
  context: Pick<TableContext<T>, "selection" | "clearSelection">;
  label: (count: number) => string;
  /** More chosen rows than this cannot be removed at once: the button is disabled. */
  limit?: number;
  onRemove: (rows: T[], clearSelection: () => void) => void;
}) {
  if (selection.kind !== "rows" || selection.rows.length === 0) return null;
  const { rows } = selection;
  return (
    <ToolbarItem>
      <Button
        variant="secondary"
        isDanger
        isDisabled={limit !== undefined && rows.length > limit}
        onClick={() => {
          onRemove(rows, clearSelection);
        }}
      >
        {label(rows.length)}
      </Button>
    </ToolbarItem>
  );
}
