import type { Requirement } from "@gatehouse/admin-client";
import { Button, Flex, Label } from "@patternfly/react-core";
import AngleDownIcon from "@patternfly/react-icons/dist/esm/icons/angle-down-icon";
import AngleRightIcon from "@patternfly/react-icons/dist/esm/icons/angle-right-icon";
import ArrowDownIcon from "@patternfly/react-icons/dist/esm/icons/arrow-down-icon";
import ArrowUpIcon from "@patternfly/react-icons/dist/esm/icons/arrow-up-icon";
import GripVerticalIcon from "@patternfly/react-icons/dist/esm/icons/grip-vertical-icon";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { useChangeRequirement } from "../api/flow-editor/use-change-requirement";
import { placesBetween, visibleRows, type ExecutionRow } from "./execution-tree";
import { RequirementCell } from "./requirement-cell";

/** What a row's menu asks the editor to open for the row. */
export type StepAction =
  "add-step" | "add-condition" | "add-sub-flow" | "configure" | "remove-config" | "delete";

export interface ExecutionsTableProps {
  rows: readonly ExecutionRow[];
  /** Alias of the flow being edited: requirement changes go through it. */
  flowAlias: string;
  /** False for built-in flows and administrators without manage-realm: no change controls. */
  canChange: boolean;
  onAction: (action: StepAction, row: ExecutionRow) => void;
  /** Moves a row among its siblings (`useStepMoves`), shared with the diagram view. */
  onMove: (row: ExecutionRow, places: number) => void;
  isMoving: boolean;
}

const dropOutline = { outline: "2px dashed var(--pf-t--global--border--color--clicked)" };

/**
 * The flow's steps as a tree: sub-flows expand and collapse; each step shows its requirement and,
 * for managers, buttons that move it among its neighbours (a drag does the same with the mouse)
 * and a menu of what can be done with it.
 */
export function ExecutionsTable({
  rows,
  flowAlias,
  canChange,
  onAction,
  onMove,
  isMoving,
}: ExecutionsTableProps) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dragged, setDragged] = useState<string>();
  const [target, setTarget] = useState<string>();
  const changeRequirement = useChangeRequirement(flowAlias);
  const isBusy = changeRequirement.isPending || isMoving;

  const toggle = (id: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const moveBy = (row: ExecutionRow, places: number) => {
    if (!isBusy) onMove(row, places);
  };

  const setRequirement = (row: ExecutionRow, requirement: Requirement) => {
    changeRequirement.mutate(
      { execution: row.execution, requirement },
      {
        onSuccess: () => {
          addAlert(
            t("authentication.flowEditor.requirementChanged", {
              name: row.name,
              requirement: t(`authentication.flowEditor.requirement.${requirement}`),
            }),
            "success",
          );
        },
        onError: (error) => {
          addError("authentication.flowEditor.requirementFailed", error);
        },
      },
    );
  };

  const endDrag = () => {
    setDragged(undefined);
    setTarget(undefined);
  };
  const dragProps = (row: ExecutionRow) =>
    canChange && !isBusy
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", row.id);
            setDragged(row.id);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === undefined || placesBetween(rows, dragged, row.id) === undefined) return;
            event.preventDefault();
            setTarget(row.id);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = rows.find((candidate) => candidate.id === dragged);
            const places = dragged === undefined ? undefined : placesBetween(rows, dragged, row.id);
            if (from !== undefined && places !== undefined) moveBy(from, places);
            endDrag();
          },
          onDragEnd: endDrag,
        }
      : {};

  const actions = [
    {
      title: t("authentication.flowEditor.addStep"),
      onClick: (row: ExecutionRow) => {
        onAction("add-step", row);
      },
      isHidden: (row: ExecutionRow) => !row.isSubFlow,
    },
    {
      title: t("authentication.flowEditor.addCondition"),
      onClick: (row: ExecutionRow) => {
        onAction("add-condition", row);
      },
      isHidden: (row: ExecutionRow) =>
        !row.isSubFlow || row.isFormFlow || row.execution.requirement !== "CONDITIONAL",
    },
    {
      title: t("authentication.flowEditor.addSubFlow"),
      onClick: (row: ExecutionRow) => {
        onAction("add-sub-flow", row);
      },
      isHidden: (row: ExecutionRow) => !row.isSubFlow || row.isFormFlow,
    },
    {
      title: t("authentication.flowEditor.configure"),
      onClick: (row: ExecutionRow) => {
        onAction("configure", row);
      },
      isHidden: (row: ExecutionRow) => row.execution.configurable !== true,
    },
    {
      title: t("authentication.flowEditor.config.remove"),
      onClick: (row: ExecutionRow) => {
        onAction("remove-config", row);
      },
      isHidden: (row: ExecutionRow) => row.execution.authenticationConfig === undefined,
    },
    {
      title: t("authentication.flowEditor.delete"),
      isDanger: true,
      onClick: (row: ExecutionRow) => {
        onAction("delete", row);
      },
    },
  ];

  return (
    <Table aria-label={t("authentication.flowEditor.steps")} variant="compact">
      <Thead>
        <Tr>
          <Th>{t("authentication.flowEditor.column.name")}</Th>
          <Th>{t("authentication.flowEditor.column.requirement")}</Th>
          {canChange && <Th>{t("authentication.flowEditor.column.order")}</Th>}
          {canChange && <Th screenReaderText={t("authentication.flowEditor.actions")} />}
        </Tr>
      </Thead>
      <Tbody>
        {visibleRows(rows, collapsed).map((row) => (
          <Tr
            key={row.id}
            data-testid={`step-${row.id}`}
            {...dragProps(row)}
            style={target === row.id && dragged !== row.id ? dropOutline : undefined}
          >
            <Td dataLabel={t("authentication.flowEditor.column.name")}>
              <Flex
                spaceItems={{ default: "spaceItemsSm" }}
                alignItems={{ default: "alignItemsCenter" }}
                flexWrap={{ default: "nowrap" }}
                style={{ paddingInlineStart: `${String((row.level - 1) * 1.5)}rem` }}
              >
                {row.childCount > 0 ? (
                  <Button
                    variant="plain"
                    aria-expanded={!collapsed.has(row.id)}
                    aria-label={t(
                      collapsed.has(row.id)
                        ? "authentication.flowEditor.expand"
                        : "authentication.flowEditor.collapse",
                      { name: row.name },
                    )}
                    icon={collapsed.has(row.id) ? <AngleRightIcon /> : <AngleDownIcon />}
                    onClick={() => {
                      toggle(row.id);
                    }}
                  />
                ) : (
                  // Keeps the names of a level in one column, toggle or not.
                  <span style={{ inlineSize: "2.25rem", flexShrink: 0 }} />
                )}
                <span>{row.name}</span>
                {row.isSubFlow && (
                  <Label isCompact color="blue">
                    {t("authentication.flowEditor.subFlow")}
                  </Label>
                )}
                {row.execution.authenticationConfig !== undefined && (
                  <Label isCompact color="green">
                    {t("authentication.flowEditor.configured")}
                  </Label>
                )}
                {/* A sub-flow's description is the administrator's own note on what it is for. */}
                {row.isSubFlow && row.execution.description && (
                  <span className="pf-v6-u-font-size-sm pf-v6-u-color-200">
                    {row.execution.description}
                  </span>
                )}
              </Flex>
            </Td>
            <Td dataLabel={t("authentication.flowEditor.column.requirement")}>
              <RequirementCell
                row={row}
                canChange={canChange}
                isBusy={isBusy}
                onChange={(requirement) => {
                  setRequirement(row, requirement);
                }}
              />
            </Td>
            {canChange && (
              <Td dataLabel={t("authentication.flowEditor.column.order")}>
                <Flex spaceItems={{ default: "spaceItemsNone" }} flexWrap={{ default: "nowrap" }}>
                  <GripVerticalIcon
                    aria-hidden
                    title={t("authentication.flowEditor.drag", { name: row.name })}
                    style={{ cursor: "grab" }}
                  />
                  {/* Aria-disabled, not disabled: the focused button keeps focus while saving. */}
                  <Button
                    variant="plain"
                    icon={<ArrowUpIcon />}
                    aria-label={t("authentication.flowEditor.raise", { name: row.name })}
                    isAriaDisabled={isBusy || row.position === 1}
                    onClick={() => {
                      moveBy(row, -1);
                    }}
                  />
                  <Button
                    variant="plain"
                    icon={<ArrowDownIcon />}
                    aria-label={t("authentication.flowEditor.lower", { name: row.name })}
                    isAriaDisabled={isBusy || row.position === row.siblings}
                    onClick={() => {
                      moveBy(row, 1);
                    }}
                  />
                </Flex>
              </Td>
            )}
            {canChange && <ActionsCell row={row} label={row.name} actions={actions} />}
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
