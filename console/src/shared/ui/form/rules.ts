import type { TFunction } from "i18next";
import type {
  FieldError,
  FieldPath,
  FieldValues,
  RegisterOptions,
  ValidationRule,
  ValidationValue,
  ValidationValueMessage,
} from "react-hook-form";

/**
 * An e-mail address as the console accepts it: something before one "@", something after it, no
 * spaces. Deliberately loose, since the server takes hosts without a dot ("ada@localhost") and has
 * the final word. Used as a bare `pattern` rule it gets the "valid e-mail address" message.
 *
 * @example
 * <TextControl name="email" label={t("users.email")} rules={{ pattern: emailPattern }} />
 */
export const emailPattern = /^[^\s@]+@[^\s@]+$/;

/**
 * The most characters the server stores in a name, client ID, description or attribute: its
 * columns hold 255, and a longer value fails the whole save with an error that names no field.
 * Used as a bare `maxLength` rule it gets the "at most 255 characters" message.
 *
 * @example
 * <TextControl name="name" label={t("groups.name")} rules={{ maxLength: storedTextLimit }} />
 */
export const storedTextLimit = 255;

/** The rules a control accepts: react-hook-form's, minus the value conversions the controls own. */
export type ControlRules<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<
  RegisterOptions<TFieldValues, TName>,
  "valueAsNumber" | "valueAsDate" | "setValueAs" | "disabled"
>;

type AnyRules = Partial<Record<keyof ControlRules, unknown>>;

/** Whether the rules make the field required: this decides the label's required marker. */
export function isRequiredRule(rules: AnyRules | undefined): boolean {
  const required = rules?.required;
  if (typeof required === "object" && required !== null && "value" in required) {
    return Boolean(required.value);
  }
  return Boolean(required);
}

/** The bound of a rule given either bare (`min: 3`) or with its message (`min: { value: 3, … }`). */
export function ruleValue<T extends ValidationValue>(
  rule: ValidationRule<T> | undefined,
): T | undefined {
  if (isValueWithMessage<T>(rule)) return rule.value;
  return rule;
}

function isValueWithMessage<T extends ValidationValue>(
  rule: ValidationRule<T> | undefined,
): rule is ValidationValueMessage<T> {
  return typeof rule === "object" && !(rule instanceof RegExp) && "value" in rule;
}

/**
 * The text shown for a field error. A rule written with its own message keeps it; a bare rule
 * (`required: true`, `minLength: 3`, `pattern: emailPattern`) gets the console's translated
 * default, so most forms never spell out messages.
 */
export function fieldErrorMessage(
  error: Pick<FieldError, "type" | "message"> | undefined,
  rules: AnyRules | undefined,
  t: TFunction,
): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === "string" && error.message !== "") return error.message;
  const bound = (name: "min" | "max" | "minLength" | "maxLength") =>
    ruleValue(rules?.[name] as ValidationRule<number | string> | undefined);
  switch (error.type) {
    case "required":
      return t("form.required");
    case "min":
      return t("form.min", { min: bound("min") });
    case "max":
      return t("form.max", { max: bound("max") });
    case "minLength":
      return t("form.minLength", { count: Number(bound("minLength")) });
    case "maxLength":
      return t("form.maxLength", { count: Number(bound("maxLength")) });
    case "pattern":
      return ruleValue(rules?.pattern as ValidationRule<RegExp> | undefined) === emailPattern
        ? t("form.invalidEmail")
        : t("form.pattern");
    case "json":
      return t("form.invalidJson");
    default:
      return t("form.invalid");
  }
}

/** Whether the text (spaces around it aside) is an absolute http or https address with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}

/**
 * Validates an optional address: empty, or a full http or https URL; otherwise `message`.
 *
 * @example
 * rules={{ maxLength: storedTextLimit, validate: optionalHttpUrl(t("x.urlInvalid")) }}
 */
export function optionalHttpUrl(message: string) {
  return (value: unknown): true | string =>
    typeof value !== "string" || value.trim() === "" || isHttpUrl(value.trim()) || message;
}
