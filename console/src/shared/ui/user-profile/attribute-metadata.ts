import type { UserProfileAttributeMetadata } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import { translatePlaceholders } from "@/shared/lib/server-text";

/** An annotation as text; the server sends annotation values as strings or numbers. */
export function annotation(
  attribute: UserProfileAttributeMetadata,
  name: string,
): string | undefined {
  const value = attribute.annotations?.[name];
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** A numeric annotation (inputTypeRows, inputTypeMin …), when it is one. */
export function numberAnnotation(
  attribute: UserProfileAttributeMetadata,
  name: string,
): number | undefined {
  const text = annotation(attribute, name);
  if (text === undefined || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The attribute's label: its display name with placeholders translated, else its name. */
export function attributeLabel(attribute: UserProfileAttributeMetadata, t: TFunction): string {
  return translatePlaceholders(attribute.displayName || attribute.name || "", t);
}

/**
 * The allowed values of a select-like attribute with their labels. Values come from the validator
 * named by `inputOptionsFromValidation` ("options" by default). Labels come from
 * `inputOptionLabels` (placeholders translated), else from the realm's messages under
 * `inputOptionLabelsI18nPrefix`, else the value itself.
 */
export function attributeOptions(
  attribute: UserProfileAttributeMetadata,
  t: TFunction,
): { key: string; value: string }[] {
  const validator = annotation(attribute, "inputOptionsFromValidation") ?? "options";
  // On the wire a validator entry is its configuration: `validators.options.options` is the list.
  const configuration: unknown = attribute.validators?.[validator];
  const values =
    typeof configuration === "object" && configuration !== null && "options" in configuration
      ? configuration.options
      : undefined;
  if (!Array.isArray(values)) return [];
  const labels = attribute.annotations?.["inputOptionLabels"];
  const prefix = annotation(attribute, "inputOptionLabelsI18nPrefix");
  return values
    .filter((value): value is string => typeof value === "string")
    .map((value) => {
      const label =
        typeof labels === "object" && labels !== null
          ? (labels as Record<string, unknown>)[value]
          : undefined;
      if (typeof label === "string") return { key: value, value: translatePlaceholders(label, t) };
      if (prefix) return { key: value, value: t(`${prefix}.${value}`, { defaultValue: value }) };
      return { key: value, value };
    });
}

/** A bound of a validator's configuration (`validators.length.max`), given as number or text. */
function validatorBound(
  attribute: UserProfileAttributeMetadata,
  validator: string,
  bound: string,
): number | undefined {
  const configuration: unknown = attribute.validators?.[validator];
  if (typeof configuration !== "object" || configuration === null) return undefined;
  const value: unknown = (configuration as Record<string, unknown>)[bound];
  const number =
    typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return value !== "" && Number.isFinite(number) ? number : undefined;
}

/**
 * What the attribute's validators refuse that the form can check before sending: the `length`
 * validator's bounds and the `email` validator. The server checks them on every save, so a value
 * they refuse is refused at the field instead of after a round trip. Other validators (prohibited
 * characters, patterns with their own messages) stay with the server, whose errors land on the
 * field too.
 */
export function validatorLimits(attribute: UserProfileAttributeMetadata): {
  minLength?: number;
  maxLength?: number;
  isEmail: boolean;
} {
  const minLength = validatorBound(attribute, "length", "min");
  const maxLength = validatorBound(attribute, "length", "max");
  return {
    ...(minLength === undefined ? {} : { minLength }),
    ...(maxLength === undefined ? {} : { maxLength }),
    isEmail: attribute.validators?.["email"] !== undefined,
  };
}
