import { Button, Flex } from "@patternfly/react-core";
import ArrowDownIcon from "@patternfly/react-icons/dist/esm/icons/arrow-down-icon";
import ArrowUpIcon from "@patternfly/react-icons/dist/esm/icons/arrow-up-icon";
import GripVerticalIcon from "@patternfly/react-icons/dist/esm/icons/grip-vertical-icon";
import { useState, type CSSProperties, type DragEvent } from "react";

export interface RowReorderOptions {
  /** The rows' ids in the order shown; the list may be read again while a row is dragged. */
  ids: readonly string[];
  /** Whether rows may be moved now (the right to, and no move being saved). */
  canMove: boolean;
  /** Moves the row at `from` to `to` (indexes into `ids`). */
  onMove: (from: number, to: number) => void;
}

/**
 * Reordering a table's rows by dragging one onto another's place. Spread `rowProps(index)` on
 * each row; the row under the dragged one is outlined. Pair it with `MoveButtons` in the row, so
 * the keyboard does the same.
 *
 * @example
 * const { rowProps } = useRowReorder({ ids: rows.map((row) => row.id), canMove, onMove: move });
 * <Tr key={row.id} {...rowProps(index)}>…</Tr>
 */
export function useRowReorder({ ids, canMove, onMove }: RowReorderOptions) {
  // The dragged row's id, not its index: the list may be read again while it is dragged.
  const [dragged, setDragged] = useState<string>();
  const [target, setTarget] = useState<number>();
  const endDrag = () => {
    setDragged(undefined);
    setTarget(undefined);
  };
  const outline: CSSProperties = {
    outline: "2px dashed var(--pf-t--global--border--color--clicked)",
  };
  const rowProps = (index: number) =>
    canMove
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", ids[index] ?? "");
            setDragged(ids[index]);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === undefined) return;
            event.preventDefault();
            setTarget(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragged === undefined ? -1 : ids.indexOf(dragged);
            if (from >= 0 && from !== index) onMove(from, index);
            endDrag();
          },
          onDragEnd: endDrag,
          style: target === index && dragged !== ids[index] ? outline : undefined,
        }
      : {};
  return { rowProps };
}

export interface MoveButtonsProps {
  index: number;
  /** How many rows take part in the order. */
  count: number;
  canMove: boolean;
  /** Translated accessible names of the two buttons, naming the row. */
  upLabel: string;
  downLabel: string;
  onMove: (from: number, to: number) => void;
}

/** The drag handle and the move up and move down buttons of a reorderable row. */
export function MoveButtons({
  index,
  count,
  canMove,
  upLabel,
  downLabel,
  onMove,
}: MoveButtonsProps) {
  return (
    <Flex spaceItems={{ default: "spaceItemsNone" }} flexWrap={{ default: "nowrap" }}>
      <GripVerticalIcon aria-hidden style={{ cursor: canMove ? "grab" : undefined }} />
      <Button
        variant="plain"
        icon={<ArrowUpIcon />}
        aria-label={upLabel}
        isDisabled={!canMove || index === 0}
        onClick={() => {
          onMove(index, index - 1);
        }}
      />
      <Button
        variant="plain"
        icon={<ArrowDownIcon />}
        aria-label={downLabel}
        isDisabled={!canMove || index >= count - 1}
        onClick={() => {
          onMove(index, index + 1);
        }}
      />
    </Flex>
  );
}
