import {
  Checkbox,
  FormHelperText,
  FormSelect,
  FormSelectOption,
  HelperText,
  HelperTextItem,
  InputGroup,
  InputGroupItem,
  Stack,
  TextInput,
} from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDuration } from "./format-duration";
import { formatAmount, pickUnit, timeUnits, unitSeconds, type TimeUnit } from "./time-units";

export interface TimeSelectorProps {
  /** The value in `valueUnit`; `undefined` while the field is empty. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** What the value counts: the server keeps most lifespans in seconds, a few in minutes. */
  valueUnit?: "second" | "minute";
  /** Units offered to the user; those smaller than `valueUnit` are left out. */
  units?: readonly TimeUnit[];
  /** Bounds in `valueUnit`; a value outside them is brought back inside when the user leaves the field. */
  min?: number;
  max?: number;
  /** Offers a "never expires" checkbox, which sets `neverValue`. */
  allowNever?: boolean;
  neverValue?: number;
  /** Id of the number field, for a `FormGroup`'s `fieldId`. */
  id?: string;
  /** Translated accessible name of the number field when no label points at `id`. */
  "aria-label"?: string;
  /** Id of the field's own helper or error text, which describes the number field. */
  "aria-describedby"?: string | undefined;
  /**
   * The form refuses the value (a rule of its own, a server error): shown as an error, with the
   * form's message in place of the selector's own range text.
   */
  isInvalid?: boolean;
  isDisabled?: boolean;
}

interface LocalState {
  /** The value (in `valueUnit`) this state describes; the props win when they hold another one. */
  value: number | undefined;
  unit: TimeUnit;
  draft: string;
  /** What "never expires" gives back when it is unticked. */
  beforeNever?: number | undefined;
}

/**
 * A number with a unit (minutes, hours, days…) for durations such as token lifespans. It shows a
 * stored value in the largest unit that fits exactly (3600 seconds as "1 hour"), keeps the number
 * when the unit changes, raises values below `min` and lowers values above `max` when the user
 * leaves the field, and can offer "never expires".
 *
 * @example
 * ```tsx
 * <Controller
 *   name="accessTokenLifespan"
 *   control={control}
 *   render={({ field }) => (
 *     <TimeSelector id="access-token-lifespan" value={field.value} onChange={field.onChange} min={60} />
 *   )}
 * />
 * ```
 */
export function TimeSelector({
  value,
  onChange,
  valueUnit = "second",
  units = ["minute", "hour", "day"],
  min = 0,
  max,
  allowNever = false,
  neverValue = -1,
  id,
  "aria-label": ariaLabel,
  "aria-describedby": describedBy,
  isInvalid = false,
  isDisabled = false,
}: TimeSelectorProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-amount`;
  const scale = unitSeconds[valueUnit];
  const offered = timeUnits.filter((unit) => units.includes(unit) && unitSeconds[unit] >= scale);
  const isNever = allowNever && value === neverValue;

  const describe = (next: number | undefined, unit?: TimeUnit): LocalState => {
    if (next === undefined || (allowNever && next === neverValue)) {
      return { value: next, unit: unit ?? pickUnit(0, offered), draft: "" };
    }
    const chosen = unit ?? pickUnit(next * scale, offered);
    return { value: next, unit: chosen, draft: formatAmount((next * scale) / unitSeconds[chosen]) };
  };

  const [local, setLocal] = useState<LocalState>(() => describe(value));
  // A value set from outside (a form reset, a reload) replaces whatever the user was typing.
  const current = local.value === value ? local : describe(value);

  const clamp = (next: number) => Math.min(Math.max(next, min), max ?? Number.POSITIVE_INFINITY);
  const toValue = (draft: string, unit: TimeUnit) =>
    draft.trim() === "" ? undefined : Math.round((Number(draft) * unitSeconds[unit]) / scale);

  const commit = (state: LocalState) => {
    setLocal(state);
    if (state.value !== value) onChange(state.value);
  };

  const typeAmount = (draft: string) => {
    const next = toValue(draft, current.unit);
    if (next !== undefined && Number.isNaN(next)) return;
    commit({ ...current, value: next, draft });
  };

  const leaveAmount = () => {
    if (current.value === undefined || isNever) return;
    const clamped = clamp(current.value);
    if (clamped !== current.value) commit(describe(clamped, current.unit));
  };

  const changeUnit = (unit: TimeUnit) => {
    const next = toValue(current.draft, unit);
    commit(next === undefined ? { ...current, unit } : describe(clamp(next), unit));
  };

  const toggleNever = (checked: boolean) => {
    if (checked) {
      commit({ ...describe(neverValue, current.unit), beforeNever: current.value });
    } else {
      commit(describe(current.beforeNever, current.unit));
    }
  };

  const unitLabels: Record<TimeUnit, string> = {
    second: t("time.unitSeconds"),
    minute: t("time.unitMinutes"),
    hour: t("time.unitHours"),
    day: t("time.unitDays"),
  };
  const outOfRange =
    current.value !== undefined &&
    !isNever &&
    (current.value < min || (max !== undefined && current.value > max));
  const rangeMessage =
    max === undefined
      ? t("time.atLeast", { min: formatDuration(min * scale) })
      : t("time.between", { min: formatDuration(min * scale), max: formatDuration(max * scale) });
  // Not "-helper": a form field around the selector gives its own helper text that id.
  const helperId = `${inputId}-range`;
  // A form that refuses the value says why itself; the range text would only repeat it.
  const showRange = outOfRange && !isInvalid;
  const description = [describedBy, showRange ? helperId : undefined].filter(Boolean).join(" ");

  return (
    <Stack hasGutter>
      <InputGroup>
        <InputGroupItem isFill>
          <TextInput
            id={inputId}
            type="number"
            aria-label={ariaLabel}
            value={current.draft}
            min={min / (unitSeconds[current.unit] / scale)}
            onChange={(_event, draft) => {
              typeAmount(draft);
            }}
            onBlur={leaveAmount}
            isDisabled={isDisabled || isNever}
            validated={outOfRange || isInvalid ? "error" : "default"}
            {...(description !== "" && { "aria-describedby": description })}
          />
        </InputGroupItem>
        <InputGroupItem>
          <FormSelect
            id={`${inputId}-unit`}
            aria-label={
              ariaLabel === undefined ? t("time.unit") : t("time.unitOf", { label: ariaLabel })
            }
            value={current.unit}
            onChange={(_event, unit) => {
              const chosen = offered.find((candidate) => candidate === unit);
              if (chosen !== undefined) changeUnit(chosen);
            }}
            isDisabled={isDisabled || isNever}
          >
            {offered.map((unit) => (
              <FormSelectOption key={unit} value={unit} label={unitLabels[unit]} />
            ))}
          </FormSelect>
        </InputGroupItem>
      </InputGroup>
      {allowNever && (
        <Checkbox
          id={`${inputId}-never`}
          label={t("time.neverExpires")}
          isChecked={isNever}
          isDisabled={isDisabled}
          onChange={(_event, checked) => {
            toggleNever(checked);
          }}
        />
      )}
      {showRange && (
        <FormHelperText>
          <HelperText id={helperId}>
            <HelperTextItem variant="error" screenReaderText="">
              {rangeMessage}
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </Stack>
  );
}
