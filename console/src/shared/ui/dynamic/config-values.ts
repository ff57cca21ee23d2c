import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import type { KeyValue } from "@/shared/lib/key-value";
import { textOf } from "../form/field-values";

/**
 * How the server stores provider configuration: components keep `{ name: [values] }`
 * ("multivalued"), mappers and authenticator configs `{ name: "value" }` ("single").
 */
export type ConfigShape = "multivalued" | "single";

/** Separator of several values in one string of a single-valued configuration map. */
export const configValueSeparator = "##";

/** What a property's form value is, by its type. */
export type ConfigValueKind = "text" | "number" | "boolean" | "list" | "map";

export function configValueKind(type: string | undefined): ConfigValueKind {
  switch (type) {
    case "boolean":
      return "boolean";
    case "Integer":
    case "Number":
      return "number";
    case "MultivaluedList":
    case "MultivaluedString":
    case "IdentityProviderMultiList":
      return "list";
    case "Map":
      return "map";
    default:
      return "text";
  }
}

/** The form's value of one property. */
export type ConfigFormValue = string | number | boolean | string[] | KeyValue[];

function strings(raw: unknown): string[] {
  if (Array.isArray(raw)) {
    return raw.filter((item) => item !== null && item !== undefined).map(textOf);
  }
  if (raw === undefined || raw === null) return [];
  return [textOf(raw)];
}

function parseRows(text: string | undefined): KeyValue[] {
  if (text === undefined || text.trim() === "") return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((row: unknown) =>
      typeof row === "object" && row !== null && "key" in row
        ? [{ key: textOf(row.key), value: "value" in row ? textOf(row.value) : "" }]
        : [],
    );
  } catch {
    return [];
  }
}

function toFormValue(kind: ConfigValueKind, raw: unknown): ConfigFormValue {
  const values = strings(raw);
  const first = values[0];
  switch (kind) {
    case "boolean":
      return first === "true";
    case "number": {
      const parsed = Number(first);
      return first === undefined || first.trim() === "" || !Number.isFinite(parsed) ? "" : parsed;
    }
    case "list":
      // A single string holds several values joined by "##" in single-valued maps.
      return values.length === 1 && first !== undefined
        ? first.split(configValueSeparator).filter((value) => value !== "")
        : values;
    case "map":
      return parseRows(first);
    case "text":
      return first ?? "";
  }
}

function isAbsent(raw: unknown): boolean {
  return raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0);
}

/**
 * Form values for a provider configuration: one entry per described property, under its encoded
 * name (see `encodeFieldKey`), taken from `config` or else from the property's default. Put the
 * result under the dynamic form's prefix (`{ config: configFormValues(…) }`).
 *
 * @example
 * configFormValues({ "claim.name": ["email"] }, properties); // → { "claim%2Ename": "email", … }
 */
export function configFormValues(
  config: Readonly<Record<string, unknown>> | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): Record<string, ConfigFormValue> {
  const values: Record<string, ConfigFormValue> = {};
  for (const property of properties) {
    if (!property.name) continue;
    const raw = config?.[property.name];
    values[encodeFieldKey(property.name)] = toFormValue(
      configValueKind(property.type),
      isAbsent(raw) ? property.defaultValue : raw,
    );
  }
  return values;
}

function toStrings(kind: ConfigValueKind, value: unknown): string[] {
  switch (kind) {
    case "boolean":
      return [value === true || value === "true" ? "true" : "false"];
    case "number":
      return [typeof value === "number" && !Number.isFinite(value) ? "" : textOf(value)];
    case "list":
      return strings(value).filter((item) => item !== "");
    case "map": {
      const rows = Array.isArray(value) ? (value as KeyValue[]) : [];
      return [JSON.stringify(rows.filter((row) => row.key.trim() !== ""))];
    }
    case "text":
      return [textOf(value)];
  }
}

/**
 * The server's configuration map from form values (the object under the dynamic form's prefix).
 * Keys that no property describes are kept from `original`, so saving never drops settings the
 * form does not show.
 *
 * @example
 * configRepresentation(values.config, properties, "single", mapper.config);
 */
export function configRepresentation(
  values: Readonly<Record<string, unknown>> | undefined,
  properties: readonly ConfigPropertyRepresentation[],
  shape: ConfigShape,
  original: Readonly<Record<string, unknown>> = {},
): Record<string, string | string[]> {
  const result = new Map<string, string | string[]>(
    Object.entries(original).flatMap(([key, value]): [string, string | string[]][] =>
      Array.isArray(value)
        ? [[key, value.map(String)]]
        : typeof value === "string"
          ? [[key, value]]
          : [],
    ),
  );
  for (const property of properties) {
    if (!property.name) continue;
    const kind = configValueKind(property.type);
    const list = toStrings(kind, values?.[encodeFieldKey(property.name)]);
    result.set(
      property.name,
      shape === "multivalued" ? list : list.join(kind === "list" ? configValueSeparator : ""),
    );
  }
  return Object.fromEntries(result);
}
