import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import type { LoadedClient } from "../api/client-query";

/**
 * How a client attribute is edited: free text (also algorithm choices, where "" means the server's
 * default), an on/off switch stored as "true"/"false", a duration in seconds where "" means the
 * realm's setting applies, or several values joined by "##".
 */
export type AttributeKind = "text" | "boolean" | "seconds" | "list";

export interface AttributeField {
  /** The attribute's name on the client, e.g. `access.token.lifespan`. */
  name: string;
  kind: AttributeKind;
  /** What the server assumes while the attribute is not stored (switches only). */
  defaultOn?: boolean;
}

export type AttributeValue = string | boolean | number | null | string[];

/** A section's form: its attributes under their encoded names (dots would nest the field). */
export interface AttributeFormValues {
  attributes: Record<string, AttributeValue>;
}

/** Where a field's value lives in an {@link AttributeFormValues} form. */
export const attributeFieldName = (name: string) => `attributes.${encodeFieldKey(name)}` as const;

const listSeparator = "##";

/**
 * The name of an access token attribute (`access.token.lifespan`). Built rather than written out,
 * as a literal starting with "access." reads as a message key of the access area.
 */
export const accessTokenAttribute = (suffix: string) => `access.token.${suffix}`;

function formValue(field: AttributeField, stored: string | undefined): AttributeValue {
  switch (field.kind) {
    case "boolean":
      return stored === undefined || stored === "" ? field.defaultOn === true : stored === "true";
    case "seconds": {
      const seconds = Number(stored);
      return stored === undefined || stored.trim() === "" || !Number.isFinite(seconds)
        ? null
        : seconds;
    }
    case "list":
      return (stored ?? "").split(listSeparator).filter((value) => value !== "");
    case "text":
      return stored ?? "";
  }
}

function storedValue(field: AttributeField, value: AttributeValue): string {
  switch (field.kind) {
    case "boolean":
      return value === true ? "true" : "false";
    case "seconds":
      return typeof value === "number" ? String(value) : "";
    case "list":
      return (Array.isArray(value) ? value : [])
        .filter((item) => item.trim() !== "")
        .join(listSeparator);
    case "text":
      return typeof value === "string" ? value : "";
  }
}

/** The form values of a section's attributes as the client stores them. */
export function attributeFormValues(
  client: LoadedClient,
  fields: readonly AttributeField[],
): AttributeFormValues {
  return {
    attributes: Object.fromEntries(
      fields.map((field) => [
        encodeFieldKey(field.name),
        formValue(field, client.attributes?.[field.name]),
      ]),
    ),
  };
}

/**
 * The client as loaded with a section's attributes replaced by the form's values. A cleared value
 * is sent as "" (the server then drops the attribute, and the realm's setting applies); attributes
 * of other sections are sent as they were loaded.
 */
export function withAttributeValues(
  client: LoadedClient,
  values: AttributeFormValues,
  fields: readonly AttributeField[],
): LoadedClient {
  const changed = Object.fromEntries(
    fields.map((field) => [
      field.name,
      storedValue(field, values.attributes[encodeFieldKey(field.name)] ?? null),
    ]),
  );
  return { ...client, attributes: { ...client.attributes, ...changed } };
}

// The realm settings store the same mapping in the same form: one conversion for both.
export { acrLoaMapAttribute, acrLoaRows, acrLoaText, isValidAcrLoa } from "@/shared/lib/acr-loa";

/** The two flows a client may use instead of the realm's bindings. */
export const flowOverrideKeys = ["browser", "direct_grant"] as const;
export type FlowOverrideKey = (typeof flowOverrideKeys)[number];

export interface FlowOverrideFormValues {
  /** The id of the flow, "" to use the realm's binding. */
  browser: string;
  direct_grant: string;
}

export function flowOverrideFormValues(client: LoadedClient): FlowOverrideFormValues {
  const overrides = client.authenticationFlowBindingOverrides ?? {};
  return { browser: overrides["browser"] ?? "", direct_grant: overrides["direct_grant"] ?? "" };
}

/** The client with its flow overrides replaced; "" removes an override on the server. */
export function withFlowOverrides(
  client: LoadedClient,
  values: FlowOverrideFormValues,
  keys: readonly FlowOverrideKey[] = flowOverrideKeys,
): LoadedClient {
  const changed = Object.fromEntries(keys.map((key) => [key, values[key]]));
  return {
    ...client,
    authenticationFlowBindingOverrides: {
      ...client.authenticationFlowBindingOverrides,
      ...changed,
    },
  };
}
