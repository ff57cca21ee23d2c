import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";

export interface ProviderTypeMenuProps {
  /** The translated label of the button that opens the menu ("Add policy", "Add provider"). */
  label: string;
  /** The kinds of component the server offers; the button is disabled without any. */
  types: readonly ComponentTypeRepresentation[];
  /** What a kind does, shown under its name. */
  describe?: (type: ComponentTypeRepresentation) => string | undefined;
  /** A kind's name; its id when left out. */
  name?: (type: ComponentTypeRepresentation) => string;
  onChoose: (type: ComponentTypeRepresentation) => void;
}

/** A button opening the server's kinds of a component, each named (by its id unless told) with what it does. */
export function ProviderTypeMenu({
  label,
  types,
  describe,
  name = (type) => type.id,
  onChoose,
}: ProviderTypeMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelect={(_event, value) => {
        setOpen(false);
        const chosen = types.find((type) => type.id === value);
        if (chosen !== undefined) onChoose(chosen);
      }}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          variant="primary"
          isExpanded={isOpen}
          isDisabled={types.length === 0}
          onClick={() => {
            setOpen((open) => !open);
          }}
        >
          {label}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {types.map((type) => (
          <DropdownItem key={type.id} value={type.id} description={describe?.(type)}>
            {name(type)}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
