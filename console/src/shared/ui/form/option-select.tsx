import { MenuToggle, Select, SelectList, SelectOption } from "@patternfly/react-core";
import { useId, useState } from "react";
import { visuallyHidden } from "@/shared/ui/copy/visually-hidden";
import { popperTarget } from "@/shared/ui/popper-target";

export interface OptionSelectProps<TKey extends string> {
  /** Translated accessible name of the toggle (what is chosen, e.g. "Type of email"). */
  ariaLabel: string;
  options: readonly { key: TKey; label: string }[];
  selected: TKey;
  onSelect: (key: TKey) => void;
  isDisabled?: boolean;
}

/**
 * A compact drop-down choosing one of a few options outside a form: a row's type, a table filter.
 * The toggle shows the chosen option; its accessible name says what is being chosen.
 */
export function OptionSelect<TKey extends string>({
  ariaLabel,
  options,
  selected,
  onSelect,
  isDisabled = false,
}: OptionSelectProps<TKey>) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const current = options.find((option) => option.key === selected);
  return (
    <Select
      popperProps={{ appendTo: popperTarget }}
      isOpen={isOpen}
      selected={selected}
      onSelect={(_event, value) => {
        setOpen(false);
        const chosen = options.find((option) => option.key === value);
        if (chosen !== undefined && chosen.key !== selected) onSelect(chosen.key);
      }}
      onOpenChange={setOpen}
      shouldFocusToggleOnSelect
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          // Read as "Type of email, Default": what is chosen, then the choice.
          aria-labelledby={`${id}-name ${id}-value`}
          isExpanded={isOpen}
          isDisabled={isDisabled}
          onClick={() => {
            setOpen(!isOpen);
          }}
        >
          <span id={`${id}-name`} style={visuallyHidden}>
            {ariaLabel}
          </span>
          <span id={`${id}-value`}>{current?.label ?? selected}</span>
        </MenuToggle>
      )}
    >
      <SelectList aria-label={ariaLabel}>
        {options.map((option) => (
          <SelectOption key={option.key} value={option.key} isSelected={option.key === selected}>
            {option.label}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
