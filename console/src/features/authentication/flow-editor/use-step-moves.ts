import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useMoveStep } from "../api/flow-editor/use-move-step";
import type { ExecutionRow } from "./execution-tree";

/**
 * Moving a step from the table or the diagram: one move at a time, said when done or failed.
 * `moveBy(row, places)` ignores a move of no places.
 */
export function useStepMoves() {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const move = useMoveStep();
  const moveBy = (row: ExecutionRow, places: number) => {
    if (places === 0 || move.isPending) return;
    move.mutate(
      { id: row.id, places },
      {
        onSuccess: () => {
          addAlert(t("authentication.flowEditor.moved"), "success");
        },
        onError: (error) => {
          addError("authentication.flowEditor.moveFailed", error);
        },
      },
    );
  };
  return { moveBy, isMoving: move.isPending };
}
