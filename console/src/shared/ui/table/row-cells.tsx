import { Button, Checkbox, Icon, MenuToggle, Radio } from "@patternfly/react-core";
import { ActionsColumn, Td, type IAction } from "@patternfly/react-table";
import AngleDownIcon from "@patternfly/react-icons/dist/esm/icons/angle-down-icon";
import AngleRightIcon from "@patternfly/react-icons/dist/esm/icons/angle-right-icon";
import EllipsisVIcon from "@patternfly/react-icons/dist/esm/icons/ellipsis-v-icon";
import { useTranslation } from "react-i18next";
import type { RowAction } from "./table-types";
import { popperTarget } from "@/shared/ui/popper-target";

interface SelectCellProps {
  id: string;
  /** Radio buttons of one table share this name. */
  groupName: string;
  variant: "single" | "multiple";
  label: string;
  isSelected: boolean;
  onChange: (checked: boolean) => void;
}

export function SelectCell({
  id,
  groupName,
  variant,
  label,
  isSelected,
  onChange,
}: SelectCellProps) {
  const { t } = useTranslation();
  const name = t("table.selectRow", { name: label });
  return (
    <Td modifier="fitContent">
      {variant === "multiple" ? (
        <Checkbox
          id={id}
          aria-label={name}
          isChecked={isSelected}
          onChange={(_event, checked) => {
            onChange(checked);
          }}
        />
      ) : (
        <Radio
          id={id}
          name={groupName}
          aria-label={name}
          isChecked={isSelected}
          onChange={() => {
            onChange(true);
          }}
        />
      )}
    </Td>
  );
}

interface ExpandCellProps {
  label: string;
  isExpanded: boolean;
  /** Rows without detail keep the cell, so columns stay aligned. */
  isExpandable: boolean;
  onToggle: () => void;
  controls: string;
}

export function ExpandCell({
  label,
  isExpanded,
  isExpandable,
  onToggle,
  controls,
}: ExpandCellProps) {
  const { t } = useTranslation();
  return (
    <Td modifier="fitContent">
      {isExpandable && (
        <Button
          variant="plain"
          aria-label={
            isExpanded
              ? t("table.collapseRow", { name: label })
              : t("table.expandRow", { name: label })
          }
          aria-expanded={isExpanded}
          aria-controls={controls}
          onClick={onToggle}
          icon={<Icon shouldMirrorRTL>{isExpanded ? <AngleDownIcon /> : <AngleRightIcon />}</Icon>}
        />
      )}
    </Td>
  );
}

interface ActionsCellProps<T> {
  row: T;
  label: string;
  actions: readonly RowAction<T>[];
}

export function ActionsCell<T>({ row, label, actions }: ActionsCellProps<T>) {
  const { t } = useTranslation();
  const items: IAction[] = actions
    .filter((action) => action.isHidden?.(row) !== true)
    .map((action) => ({
      title: action.title,
      isDanger: action.isDanger === true,
      isDisabled: action.isDisabled?.(row) === true,
      onClick: () => {
        action.onClick(row);
      },
    }));
  return (
    <Td isActionCell>
      {items.length > 0 && (
        <ActionsColumn
          items={items}
          popperProps={{ position: "end", direction: "down", appendTo: popperTarget }}
          actionsToggle={({ onToggle, isOpen, isDisabled, toggleRef }) => (
            <MenuToggle
              ref={toggleRef}
              variant="plain"
              aria-label={t("table.rowActions", { name: label })}
              isExpanded={isOpen}
              isDisabled={isDisabled}
              onClick={onToggle}
              icon={<EllipsisVIcon />}
            />
          )}
        />
      )}
    </Td>
  );
}
