import { Label, Switch } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useTranslation } from "react-i18next";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { MoveButtons, useRowReorder } from "@/shared/ui/table/row-reorder";
import { orderedCount, type RequiredActionRow } from "./required-action-rows";

export interface RequiredActionsTableProps {
  /** Registered actions in priority order, then the unregistered ones. */
  rows: readonly RequiredActionRow[];
  canManage: boolean;
  /** While an order is being saved no other move starts. */
  isMoving: boolean;
  /** The alias whose switch is being saved: its switches wait. */
  switching: string | undefined;
  onMove: (from: number, to: number) => void;
  onSwitch: (
    row: RequiredActionRow,
    change: { enabled?: boolean; defaultAction?: boolean },
  ) => void;
  onConfigure: (row: RequiredActionRow) => void;
  onResetConfig: (row: RequiredActionRow) => void;
}

/**
 * The required actions with their two switches. Managers reorder the registered ones by dragging
 * a row or with its move buttons; unregistered actions have no place in the order until they are
 * enabled. Without manage-realm the switches show their state and cannot be changed, and an
 * action's settings open read-only.
 */
export function RequiredActionsTable({
  rows,
  canManage,
  isMoving,
  switching,
  onMove,
  onSwitch,
  onConfigure,
  onResetConfig,
}: RequiredActionsTableProps) {
  const { t } = useTranslation();
  const ordered = orderedCount(rows);
  const canMove = canManage && !isMoving;
  const { rowProps } = useRowReorder({
    ids: rows.slice(0, ordered).map((row) => row.alias),
    canMove,
    onMove,
  });
  const column = {
    name: t("authentication.requiredActions.name"),
    enabled: t("authentication.requiredActions.enabled"),
    defaultAction: t("authentication.requiredActions.defaultAction"),
  };

  return (
    <Table aria-label={t("authentication.requiredActions.table")} variant="compact">
      <Thead>
        <Tr>
          {canManage && <Th screenReaderText={t("authentication.requiredActions.order")} />}
          <Th>{column.name}</Th>
          <Th>{column.enabled}</Th>
          <Th>{column.defaultAction}</Th>
          <Th screenReaderText={t("authentication.requiredActions.actions")} />
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row, index) => {
          const { name } = row;
          const isBusy = !canManage || switching === row.alias;
          return (
            <Tr
              key={`${row.registered ? "registered" : "offered"}-${row.alias}`}
              {...(row.registered ? rowProps(index) : {})}
              data-testid={`required-action-${row.alias}`}
            >
              {canManage && (
                <Td>
                  {row.registered && (
                    <MoveButtons
                      index={index}
                      count={ordered}
                      canMove={canMove}
                      upLabel={t("authentication.requiredActions.moveUp", { name })}
                      downLabel={t("authentication.requiredActions.moveDown", { name })}
                      onMove={onMove}
                    />
                  )}
                </Td>
              )}
              <Td dataLabel={column.name}>
                {name}{" "}
                {!row.registered && (
                  <Label isCompact color="grey">
                    {t("authentication.requiredActions.notRegistered")}
                  </Label>
                )}
              </Td>
              <Td dataLabel={column.enabled}>
                <Switch
                  id={`required-action-enabled-${index}`}
                  aria-label={t("authentication.requiredActions.enabledOf", { name })}
                  isChecked={row.enabled}
                  isDisabled={isBusy}
                  onChange={(_event, enabled) => {
                    onSwitch(row, { enabled });
                  }}
                />
              </Td>
              <Td dataLabel={column.defaultAction}>
                <Switch
                  id={`required-action-default-${index}`}
                  aria-label={t("authentication.requiredActions.defaultActionOf", { name })}
                  isChecked={row.defaultAction}
                  // A default action of new users must be one they can be asked to complete.
                  isDisabled={isBusy || !row.enabled}
                  onChange={(_event, defaultAction) => {
                    onSwitch(row, { defaultAction });
                  }}
                />
              </Td>
              <ActionsCell
                row={row}
                label={name}
                actions={[
                  {
                    // Those who may only view open the same settings, read-only.
                    title: canManage
                      ? t("authentication.requiredActions.configure")
                      : t("authentication.requiredActions.viewConfig"),
                    isHidden: (action) => !action.registered,
                    onClick: onConfigure,
                  },
                  {
                    title: t("authentication.requiredActions.resetConfig"),
                    isDanger: true,
                    isHidden: (action) =>
                      !canManage ||
                      !action.registered ||
                      Object.keys(action.stored?.config ?? {}).length === 0,
                    onClick: onResetConfig,
                  },
                ]}
              />
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
