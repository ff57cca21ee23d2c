import {
  Button,
  Label,
  LabelGroup,
  MenuToggle,
  Select,
  SelectList,
  SelectOption,
  TextInputGroup,
  TextInputGroupMain,
  TextInputGroupUtilities,
} from "@patternfly/react-core";
import { TimesIcon } from "@patternfly/react-icons";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { filterChoices, labelOf } from "./select-options";
import { pick, type SelectInputProps } from "./select-input";
import { popperTarget } from "@/shared/ui/popper-target";

/**
 * A select the user can type into to filter the options (combobox with a list box). Arrow keys move
 * through the matches, Enter picks, Escape closes. Several choices show as removable labels.
 */
export function TypeaheadSelect({
  id,
  labelId,
  label,
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
  onFilterChange,
  isLoading = false,
}: SelectInputProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // null while the user is not typing: a single select then shows the chosen label.
  const [filter, setFilter] = useState<string | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const first = selected[0];
  const chosenLabel = !isMulti && first !== undefined ? labelOf(choices, first) : "";
  const inputValue = filter ?? chosenLabel;
  const visible = filterChoices(choices, filter ?? "");
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setFilter(null);
    setFocused(null);
    onFilterChange?.("");
    onBlur();
  };
  const choose = (key: string) => {
    onChange(pick(selected, key, isMulti));
    if (isMulti) {
      setFilter(null);
      inputRef.current?.focus();
    } else {
      close();
    }
  };
  const clear = () => {
    onChange([]);
    setFilter(null);
    setFocused(null);
    inputRef.current?.focus();
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (visible.length === 0) return;
    setFocused((previous) =>
      previous === null
        ? step === 1
          ? 0
          : visible.length - 1
        : (previous + step + visible.length) % visible.length,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter": {
        event.preventDefault();
        const option = focused === null ? undefined : visible[focused];
        if (isOpen && option) choose(option.key);
        else setOpen(true);
        break;
      }
      case "Escape":
        if (isOpen) {
          event.preventDefault();
          close();
        }
        break;
      case "Tab":
        if (isOpen) close();
        break;
    }
  };

  return (
    <Select
      popperProps={{ appendTo: popperTarget }}
      variant="typeahead"
      isOpen={isOpen}
      selected={isMulti ? selected : first}
      onSelect={(_event, value) => {
        choose(String(value));
      }}
      onOpenChange={(open) => {
        if (open) setOpen(true);
        else close();
      }}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          variant="typeahead"
          isFullWidth
          isInForm
          isExpanded={isOpen}
          isDisabled={isDisabled}
          status={hasError ? "danger" : undefined}
          onClick={() => {
            setOpen(!isOpen);
            inputRef.current?.focus();
          }}
          aria-label={t("form.showOptions", { label })}
        >
          {/* The toggle alone does not stop typing into the text field. */}
          <TextInputGroup isPlain isDisabled={isDisabled}>
            <TextInputGroupMain
              inputId={id}
              innerRef={inputRef}
              value={inputValue}
              placeholder={placeholder}
              autoComplete="off"
              role="combobox"
              isExpanded={isOpen}
              aria-controls={listId}
              aria-activedescendant={focused === null ? undefined : optionId(focused)}
              onClick={() => {
                setOpen(!isOpen);
              }}
              onChange={(_event, value) => {
                setFilter(value);
                setFocused(null);
                setOpen(true);
                onFilterChange?.(value);
              }}
              onKeyDown={onKeyDown}
              inputProps={{
                "aria-describedby": describedBy,
                "aria-invalid": hasError,
                "aria-labelledby": labelId,
                "data-testid": testId,
              }}
            >
              {isMulti && selected.length > 0 && (
                <LabelGroup
                  aria-label={t("form.selectedItems", { label })}
                  collapsedText={t("form.moreItems", { remaining: "${remaining}" })}
                  expandedText={t("form.fewerItems")}
                >
                  {selected.map((key) => (
                    <Label
                      key={key}
                      variant="outline"
                      closeBtnAriaLabel={t("form.removeItem", { item: labelOf(choices, key) })}
                      onClose={(event) => {
                        event.stopPropagation();
                        onChange(selected.filter((item) => item !== key));
                      }}
                    >
                      {labelOf(choices, key)}
                    </Label>
                  ))}
                </LabelGroup>
              )}
            </TextInputGroupMain>
            {(inputValue !== "" || (isMulti && selected.length > 0)) && !isDisabled && (
              <TextInputGroupUtilities>
                <Button
                  variant="plain"
                  onClick={clear}
                  aria-label={t("form.clearSelection", { label })}
                  icon={<TimesIcon />}
                />
              </TextInputGroupUtilities>
            )}
          </TextInputGroup>
        </MenuToggle>
      )}
    >
      <SelectList id={listId} aria-labelledby={labelId} isAriaMultiselectable={isMulti}>
        {visible.length === 0 ? (
          <SelectOption isDisabled>
            {isLoading ? t("form.searching") : t("form.noResults", { filter: filter ?? "" })}
          </SelectOption>
        ) : (
          visible.map((choice, index) => (
            <SelectOption
              key={choice.key}
              id={optionId(index)}
              value={choice.key}
              isFocused={focused === index}
              isSelected={selected.includes(choice.key)}
            >
              {choice.label}
            </SelectOption>
          ))
        )}
      </SelectList>
    </Select>
  );
}
