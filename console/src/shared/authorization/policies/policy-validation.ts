import { storedDateTimeOf, timeRangeFields, type PolicyFormValues } from "./form-state";

/** Message keys of what is wrong with a field, for the time and regex policies. */
export type PolicyProblem =
  | "authorization.policies.form.regexInvalid"
  | "authorization.policies.form.outOfRange"
  | "authorization.policies.form.notANumber"
  | "authorization.policies.form.endBeforeStart"
  | "authorization.policies.form.endWithoutStart"
  | "authorization.policies.form.notOnOrAfterBeforeNotBefore";

/** Whether the pattern compiles as a regular expression; the server matches claims with it. */
export function regexProblem(pattern: string): PolicyProblem | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch {
    return "authorization.policies.form.regexInvalid";
  }
}

const whole = (value: string): number | undefined =>
  /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

type RangeField = (typeof timeRangeFields)[number][0 | 1];

/**
 * What is wrong with one bound of a time range: not a whole number, outside its bounds (days 1–31,
 * months 1–12, hours 0–23, minutes 0–59), an end before its start, or an end without a start.
 * Empty bounds are fine: the condition is then left out.
 */
export function timeRangeProblem(
  values: PolicyFormValues,
  field: RangeField,
): PolicyProblem | undefined {
  const range = timeRangeFields.find(([start, end]) => start === field || end === field);
  if (range === undefined) return undefined;
  const [startField, endField, min, max] = range;
  const value = values[field].trim();
  if (value === "") return undefined;
  const number = whole(value);
  if (number === undefined) return "authorization.policies.form.notANumber";
  if (number < min || number > max) return "authorization.policies.form.outOfRange";
  if (field !== endField) return undefined;
  const start = whole(values[startField]);
  if (values[startField].trim() === "") return "authorization.policies.form.endWithoutStart";
  if (start !== undefined && number < start) return "authorization.policies.form.endBeforeStart";
  return undefined;
}

/** Whether "not on or after" comes after "not before", when both are set. */
export function dateTimeOrderProblem(values: PolicyFormValues): PolicyProblem | undefined {
  if (values.notBefore.trim() === "" || values.notOnOrAfter.trim() === "") return undefined;
  // Both in `yyyy-MM-dd HH:mm:ss`, which orders as text does.
  return storedDateTimeOf(values.notOnOrAfter) <= storedDateTimeOf(values.notBefore)
    ? "authorization.policies.form.notOnOrAfterBeforeNotBefore"
    : undefined;
}
