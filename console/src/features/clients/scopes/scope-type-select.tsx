import { MenuToggle, Select, SelectList, SelectOption } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AssignedType } from "./assigned-scope-rows";
import { popperTarget } from "@/shared/ui/popper-target";

const assignedTypes: readonly AssignedType[] = ["default", "optional"];

/** Changes, from a row, whether the client always gets a scope or only when its request asks. */
export function ScopeTypeSelect({
  scopeName,
  type,
  onChange,
  isDisabled = false,
}: {
  scopeName: string;
  type: AssignedType;
  onChange: (type: AssignedType) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Select
      popperProps={{ appendTo: popperTarget }}
      isOpen={isOpen}
      selected={type}
      onSelect={(_event, value) => {
        setOpen(false);
        const chosen = assignedTypes.find((known) => known === value);
        if (chosen !== undefined && chosen !== type) onChange(chosen);
      }}
      onOpenChange={setOpen}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          isExpanded={isOpen}
          isDisabled={isDisabled}
          onClick={() => {
            setOpen(!isOpen);
          }}
          aria-label={t("clientScopeSetup.typeOf", { name: scopeName })}
        >
          {t(`clientScopeSetup.type.${type}`)}
        </MenuToggle>
      )}
    >
      <SelectList aria-label={t("clientScopeSetup.typeOf", { name: scopeName })}>
        {assignedTypes.map((choice) => (
          <SelectOption key={choice} value={choice} isSelected={choice === type}>
            {t(`clientScopeSetup.type.${choice}`)}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
