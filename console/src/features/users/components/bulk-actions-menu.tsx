import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bulkActionKinds, type BulkActionKind } from "../api/bulk-operations";
import { bulkActionLabel } from "./bulk-action-texts";

export interface BulkActionsMenuProps {
  isDisabled: boolean;
  onChoose: (kind: BulkActionKind) => void;
}

/** The toolbar menu of actions on the selected users. */
export function BulkActionsMenu({ isDisabled, onChoose }: BulkActionsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      isOpen={open}
      onOpenChange={setOpen}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          isDisabled={isDisabled}
          isExpanded={open}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {t("users.bulk.menu")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {bulkActionKinds.map((kind) => (
          <DropdownItem
            key={kind}
            isDanger={kind === "delete"}
            onClick={() => {
              setOpen(false);
              onChoose(kind);
            }}
          >
            {bulkActionLabel(kind, t)}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
