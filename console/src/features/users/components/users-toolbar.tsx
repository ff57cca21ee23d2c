import type { UserRepresentation } from "@gatehouse/admin-client";
import { Button, Checkbox, Label, LabelGroup, ToolbarItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TableContext } from "@/shared/ui/table/table-types";
import type { BulkActionKind } from "../api/bulk-operations";
import type { AttributeFilter, UsersFilter } from "../search-state";
import { offersExactSearch, type UsersListMode } from "../users-list-mode";
import { BulkActionsMenu } from "./bulk-actions-menu";

export interface UsersToolbarProps {
  mode: UsersListMode;
  filter: UsersFilter;
  onFilterChange: (filter: UsersFilter) => void;
  /** The table's selection and reload. */
  context: TableContext<UserRepresentation>;
  /** The list's own search box, shown when user storage requires a search. */
  searchBox: ReactNode;
  onEditAttributes: () => void;
  /** Shown only to administrators who may manage users. */
  canManage: boolean;
  onBulkAction: (kind: BulkActionKind, context: TableContext<UserRepresentation>) => void;
  /** The add and unlock-all buttons, when the administrator may use them. */
  addUserButton: ReactNode;
  unlockAllButton: ReactNode;
}

/** The users list's toolbar items: search options, attribute conditions, create and bulk actions. */
export function UsersToolbar({
  mode,
  filter,
  onFilterChange,
  context,
  searchBox,
  onEditAttributes,
  canManage,
  onBulkAction,
  addUserButton,
  unlockAllButton,
}: UsersToolbarProps) {
  const { t } = useTranslation();
  const { selection } = context;
  const setAttributes = (attributes: AttributeFilter[]) => {
    onFilterChange({ ...filter, attributes });
  };
  return (
    <>
      {mode.kind === "searchRequired" && <ToolbarItem>{searchBox}</ToolbarItem>}
      {offersExactSearch(mode) && (
        <ToolbarItem alignSelf="center">
          <Checkbox
            id="users-exact-search"
            label={t("users.exactSearch")}
            isChecked={filter.exact}
            onChange={(_event, exact) => {
              onFilterChange({ ...filter, exact });
            }}
          />
        </ToolbarItem>
      )}
      <ToolbarItem>
        <Button variant="secondary" onClick={onEditAttributes}>
          {t("users.attributeSearch.open")}
        </Button>
      </ToolbarItem>
      {mode.kind === "attributes" && (
        <ToolbarItem>
          <LabelGroup
            categoryName={t("users.attributeSearch.category")}
            isClosable
            closeBtnAriaLabel={t("users.attributeSearch.clear")}
            onClick={() => {
              setAttributes([]);
            }}
          >
            {mode.attributes.map((condition, index) => (
              <Label
                key={`${condition.key}:${condition.value}`}
                variant="outline"
                closeBtnAriaLabel={t("users.attributeSearch.removeCondition", {
                  key: condition.key,
                  value: condition.value,
                })}
                onClose={() => {
                  setAttributes(mode.attributes.filter((_other, position) => position !== index));
                }}
              >
                {`${condition.key}: ${condition.value}`}
              </Label>
            ))}
          </LabelGroup>
        </ToolbarItem>
      )}
      {addUserButton && <ToolbarItem>{addUserButton}</ToolbarItem>}
      {canManage && (
        <ToolbarItem>
          <BulkActionsMenu
            isDisabled={selection.kind === "rows" && selection.rows.length === 0}
            onChoose={(kind) => {
              onBulkAction(kind, context);
            }}
          />
        </ToolbarItem>
      )}
      {unlockAllButton && <ToolbarItem>{unlockAllButton}</ToolbarItem>}
    </>
  );
}
