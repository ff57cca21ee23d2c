import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import { userProfileFieldName } from "@/shared/lib/user-profile-field";

/** A validation error as the server reports it for one field. */
export interface ServerFieldError {
  field: string;
  errorMessage: string;
  params: unknown[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The parsed body of a failed admin-client call (its `responseData`), or the value itself. */
function responseBody(error: unknown): unknown {
  return isRecord(error) && "responseData" in error ? error["responseData"] : error;
}

/**
 * Conflicts the server reports without a field (409 on create or update); they still belong to one.
 * The texts are the server's, matched exactly.
 */
const fieldlessErrors: Record<string, { field: string; errorMessage: string }> = {
  "User exists with same username": { field: "username", errorMessage: "usernameExistsMessage" },
  "User exists with same email": { field: "email", errorMessage: "emailExistsMessage" },
  "User name is missing": { field: "username", errorMessage: "missingUsernameMessage" },
};

/**
 * The field errors in a failed request: the admin client's `NetworkError` (its `responseData`) or
 * the parsed body itself, holding one `{ field, errorMessage, params }`, a list of them, or
 * `{ errors: [...] }`. Anything else yields an empty list.
 */
export function readServerErrors(error: unknown): ServerFieldError[] {
  const data = responseBody(error);
  const items: unknown[] = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data["errors"])
      ? data["errors"]
      : [data];
  return items.flatMap((item): ServerFieldError[] => {
    if (!isRecord(item) || typeof item["errorMessage"] !== "string") return [];
    const params = Array.isArray(item["params"]) ? (item["params"] as unknown[]) : [];
    if (typeof item["field"] === "string" && item["field"] !== "") {
      return [{ field: item["field"], errorMessage: item["errorMessage"], params }];
    }
    const known = fieldlessErrors[item["errorMessage"]];
    return known ? [{ ...known, params }] : [];
  });
}

export interface ApplyServerErrorsOptions {
  t: TFunction;
  /**
   * Maps the server's field to the form's field name. Defaults to the user-profile rule:
   * username, email, firstName and lastName as they are, any other attribute under `attributes.`.
   */
  fieldName?: (field: string) => string;
}

/**
 * Places the server's validation errors on the fields they name, translated, and focuses the first.
 * Returns whether anything was placed; when not, show the error another way (an alert).
 *
 * @example
 * try {
 *   await save(values);
 * } catch (error) {
 *   if (!applyServerErrors(error, form.setError, { t })) addError("users.saveError", error);
 * }
 */
export function applyServerErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  { t, fieldName = userProfileFieldName }: ApplyServerErrorsOptions,
): boolean {
  const messages = new Map<string, string[]>();
  for (const { field, errorMessage, params } of readServerErrors(error)) {
    const name = fieldName(field);
    const text = translateServerMessage(errorMessage, params, t);
    messages.set(name, [...(messages.get(name) ?? []), text]);
  }
  let first = true;
  for (const [name, texts] of messages) {
    // One message per field in react-hook-form: several server errors are shown together.
    setError(
      name as Path<TFieldValues>,
      { type: "server", message: [...new Set(texts)].join(" ") },
      { shouldFocus: first },
    );
    first = false;
  }
  return messages.size > 0;
}

/**
 * A refused setting of a component (a client registration policy, a key provider, a user
 * federation, an item of a server-provided page). The server checks the settings against its
 * description of them and answers 400 with `'<label>' is required` or `'<label>' should be a
 * number`, naming the setting by the label it gave it (often a message key such as
 * `max-clients.label`), in English; a provider's own check answers in its own words, which name
 * the setting when they open with its label ("Days before must be between 0 and 365."). Returns
 * the setting's `name` and what to show at it, or undefined when the error names no setting.
 */
export function componentSettingError(
  error: unknown,
  properties: readonly { name?: string; label?: string }[],
  t: TFunction,
): { name: string; message: string } | undefined {
  const data = responseBody(error);
  const text = isRecord(data) ? data["errorMessage"] : undefined;
  if (typeof text !== "string") return undefined;
  const [, quoted, complaint] = /^'(.+)' (.+)$/.exec(text) ?? [];
  const named = (property: { label?: string }) =>
    property.label !== undefined &&
    property.label !== "" &&
    (quoted === undefined ? text.startsWith(`${property.label} `) : property.label === quoted);
  // The longest label that fits: "Days before" before "Days".
  const property = properties
    .filter(named)
    .sort((a, b) => (b.label?.length ?? 0) - (a.label?.length ?? 0))[0];
  if (property?.name === undefined) return undefined;
  const message =
    complaint === "is required"
      ? t("form.required")
      : complaint === "should be a number"
        ? t("form.number")
        : text;
  return { name: property.name, message };
}

/**
 * Places a component's refused setting (see `componentSettingError`) on its field, which
 * `DynamicFields` names `config.<name>`, and focuses it; otherwise the server's field errors, a
 * refused name included. Returns whether anything was placed; when not, show an alert.
 */
export function applyComponentErrors<TFieldValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TFieldValues>,
  properties: readonly { name?: string; label?: string }[],
  t: TFunction,
): boolean {
  const configField = (name: string) => `config.${encodeFieldKey(name)}` as Path<TFieldValues>;
  const setting = componentSettingError(error, properties, t);
  if (setting !== undefined) {
    setError(
      configField(setting.name),
      { type: "server", message: setting.message },
      { shouldFocus: true },
    );
    return true;
  }
  return applyServerErrors(error, setError, {
    t,
    fieldName: (field) => (field === "name" ? "name" : configField(field)),
  });
}

/**
 * A server message in the user's language. The user-profile validators' keys get the console's own
 * texts with their parameters; other keys (also as `${key}`) are looked up in the loaded messages,
 * which include the realm's own translations, with `{0}`-style parameters filled in; a plain text
 * is shown as it came.
 */
export function translateServerMessage(message: string, params: unknown[], t: TFunction): string {
  const key = /^\$\{(.+)\}$/.exec(message)?.[1] ?? message;
  const param = (index: number) => {
    const value = params[index];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  const min = param(1);
  const max = param(2);
  switch (key) {
    case "error-invalid-length":
      return t("userProfile.error.length", { min, max });
    case "error-invalid-length-too-short":
      return t("userProfile.error.tooShort", { count: Number(min) });
    case "error-invalid-length-too-long":
      return t("userProfile.error.tooLong", { count: Number(max) });
    case "error-invalid-email":
      return t("userProfile.error.email");
    case "error-invalid-value":
      return t("userProfile.error.value");
    case "error-invalid-blank":
    case "error-empty":
      return t("userProfile.error.blank");
    case "error-user-attribute-required":
      return t("userProfile.error.required");
    case "error-pattern-no-match":
      return t("userProfile.error.pattern");
    case "error-invalid-uri":
      return t("userProfile.error.uri");
    case "error-invalid-uri-scheme":
      return t("userProfile.error.uriScheme", { scheme: param(2) });
    case "error-invalid-uri-fragment":
      return t("userProfile.error.uriFragment");
    case "error-invalid-number":
      return t("userProfile.error.number");
    case "error-number-out-of-range":
      return t("userProfile.error.numberRange", { min, max });
    case "error-number-out-of-range-too-small":
      return t("userProfile.error.numberTooSmall", { min });
    case "error-number-out-of-range-too-big":
      return t("userProfile.error.numberTooBig", { max });
    case "error-invalid-date":
      return t("userProfile.error.date");
    case "error-invalid-multivalued-size":
      return t("userProfile.error.valueCount", { min, max });
    case "error-username-invalid-character":
      return t("userProfile.error.usernameCharacters");
    case "error-person-name-invalid-character":
      return t("userProfile.error.nameCharacters");
    case "error-user-attribute-read-only":
      return t("userProfile.error.readOnly");
    case "usernameExistsMessage":
      return t("userProfile.error.usernameExists");
    case "emailExistsMessage":
      return t("userProfile.error.emailExists");
    case "missingUsernameMessage":
      return t("userProfile.error.usernameMissing");
    default:
      return fillParams(t(key, { defaultValue: key }), params);
  }
}

/** Fills the server's `{0}`, `{1}` … placeholders. */
function fillParams(text: string, params: unknown[]): string {
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = params[Number(index)];
    return typeof value === "string" || typeof value === "number" ? String(value) : placeholder;
  });
}

/** A form field the server's refusal belongs to, with the words shown under it. */
export interface RefusedField<TFieldValues extends FieldValues> {
  name: Path<TFieldValues>;
  message: string;
}

/**
 * Shows a refusal under the field it belongs to and focuses that field. Returns whether there was
 * one; when not, show the failure another way (an alert).
 *
 * @example
 * if (!showOnField(form.setError, serverFieldOf(error, t))) addError("x.saveError", error);
 */
export function showOnField<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  field: RefusedField<TFieldValues> | undefined,
): boolean {
  if (field === undefined) return false;
  setError(field.name, { type: "server", message: field.message }, { shouldFocus: true });
  return true;
}
