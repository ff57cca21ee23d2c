import type { Requirement } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { requirementChoices, type ExecutionRow } from "./execution-tree";

/**
 * A step's requirement: a choice among those the server offers for the step when it may be
 * changed, the requirement's name otherwise.
 */
export function RequirementCell({
  row,
  canChange,
  isBusy,
  onChange,
}: {
  row: ExecutionRow;
  canChange: boolean;
  isBusy: boolean;
  onChange: (requirement: Requirement) => void;
}) {
  const { t } = useTranslation();
  const current = row.execution.requirement;
  const label = (requirement: Requirement) =>
    t(`authentication.flowEditor.requirement.${requirement}`);
  const choices = requirementChoices(row.execution);
  if (!canChange || current === undefined || choices.length < 2)
    return <>{current === undefined ? "" : label(current)}</>;
  return (
    <OptionSelect<Requirement>
      ariaLabel={t("authentication.flowEditor.requirementOf", { name: row.name })}
      options={choices.map((key) => ({ key, label: label(key) }))}
      selected={current}
      isDisabled={isBusy}
      onSelect={onChange}
    />
  );
}
