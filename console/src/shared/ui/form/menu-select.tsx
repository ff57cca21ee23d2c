import { MenuToggle, Select, SelectList, SelectOption } from "@patternfly/react-core";
import { useState } from "react";
import { labelOf } from "./select-options";
import { pick, type SelectInputProps } from "./select-input";
import { popperTarget } from "@/shared/ui/popper-target";

/** A drop-down select without typing: one choice, or several with check boxes. */
export function MenuSelect({
  id,
  labelId,
  choices,
  selected,
  isMulti,
  onChange,
  onBlur,
  isDisabled,
  hasError,
  testId,
  describedBy,
  placeholder,
}: SelectInputProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onBlur();
  };
  const text =
    selected.length === 0 ? placeholder : selected.map((key) => labelOf(choices, key)).join(", ");
  return (
    <Select
      popperProps={{ appendTo: popperTarget }}
      isOpen={isOpen}
      selected={isMulti ? selected : selected[0]}
      onSelect={(_event, value) => {
        onChange(pick(selected, String(value), isMulti));
        if (!isMulti) close();
      }}
      onOpenChange={(open) => {
        if (open) setOpen(true);
        else close();
      }}
      shouldFocusToggleOnSelect={!isMulti}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          id={id}
          isFullWidth
          isInForm
          isExpanded={isOpen}
          isDisabled={isDisabled}
          isPlaceholder={selected.length === 0}
          status={hasError ? "danger" : undefined}
          onClick={() => {
            if (isOpen) close();
            else setOpen(true);
          }}
          aria-labelledby={`${labelId} ${id}-text`}
          aria-describedby={describedBy}
          aria-invalid={hasError}
          data-testid={testId}
        >
          <span id={`${id}-text`}>{text}</span>
        </MenuToggle>
      )}
    >
      <SelectList aria-labelledby={labelId} isAriaMultiselectable={isMulti}>
        {choices.map((choice) => (
          <SelectOption
            key={choice.key}
            value={choice.key}
            hasCheckbox={isMulti}
            isSelected={selected.includes(choice.key)}
          >
            {choice.label}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
