import { defaultTimeout } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";

/** One validation error the server attached to a field (user profile and similar endpoints). */
export interface ServerFieldError {
  field: string;
  /** The server's text, often a message key in placeholder form (`error-invalid-email`). */
  errorMessage: string;
  params: string[];
}

/** What the console shows for a failure: a main text, optional detail and field errors. */
export interface ErrorMessage {
  /** The server's error text, else the error's own message; empty when nothing usable is known. */
  message: string;
  /** The server's `error_description`, shown as detail under the message. */
  description?: string;
  /** HTTP status of a failed admin-client call. */
  status?: number;
  /** Validation errors that name a field, so forms can place them on it. */
  fieldErrors?: ServerFieldError[];
}

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function toFieldError(value: unknown): ServerFieldError | undefined {
  if (!isRecord(value)) return undefined;
  const field = text(value.field);
  const errorMessage = text(value.errorMessage);
  if (field === undefined || errorMessage === undefined) return undefined;
  const params = Array.isArray(value.params) ? value.params.map(String) : [];
  return { field, errorMessage, params };
}

function fieldErrorsOf(data: unknown): ServerFieldError[] {
  const list = Array.isArray(data)
    ? data
    : isRecord(data) && Array.isArray(data.errors)
      ? data.errors
      : [data];
  return list.map(toFieldError).filter((error) => error !== undefined);
}

// A plain-text body is worth showing; an HTML error page is not.
function plainText(data: unknown): string | undefined {
  const value = text(data)?.trim();
  return value !== undefined && !value.startsWith("<") && value.length <= 500 ? value : undefined;
}

function fromBody(data: unknown): Omit<ErrorMessage, "status"> {
  const fieldErrors = fieldErrorsOf(data);
  const record = isRecord(data) ? data : undefined;
  const joined = fieldErrors.map((error) => error.errorMessage).join("; ");
  const message =
    text(record?.error) ?? text(record?.errorMessage) ?? text(joined) ?? plainText(data) ?? "";
  const description = text(record?.error_description);
  return {
    message,
    ...(description !== undefined && { description }),
    ...(fieldErrors.length > 0 && { fieldErrors }),
  };
}

function statusOf(error: Data): number | undefined {
  const response = error.response;
  return isRecord(response) && typeof response.status === "number" ? response.status : undefined;
}

/** "HTTP 502 Bad Gateway": what is known of an answer that said nothing itself. */
function statusLine(error: Data, status: number): string {
  const response = error.response;
  const reason = isRecord(response) ? text(response.statusText) : undefined;
  return reason === undefined ? `HTTP ${String(status)}` : `HTTP ${String(status)} ${reason}`;
}

/**
 * Why a call got no answer at all, when that is why it failed: the admin client gave up waiting
 * (its timeout), or the browser could not reach the server (offline, connection broken, refused).
 * Browsers word the latter differently ("Failed to fetch", "NetworkError when attempting to fetch
 * resource.", "Load failed"), always as a `TypeError` from `fetch`.
 */
function unanswered(error: unknown): "timeout" | "unreachable" | undefined {
  // A DOMException, which is no `Error` in every environment.
  if (isRecord(error) && error.name === "TimeoutError") return "timeout";
  if (error instanceof TypeError && /fetch|load failed/i.test(error.message)) return "unreachable";
  return undefined;
}

/**
 * Normalises anything a call can throw into what the console displays. Reads the admin client's
 * `NetworkError` by its shape (`response.status`, `responseData`), so errors thrown by other
 * copies of the client, OAuth error objects (`{ error, error_description }`), plain `Error`s and
 * strings all work.
 *
 * @example
 * ```ts
 * try {
 *   await adminClient.users.create({ realm, username });
 * } catch (error) {
 *   const { message, description, fieldErrors } = errorMessage(error);
 * }
 * ```
 *
 * Given `t`, a call that got no answer (timed out, or the server unreachable) is explained in the
 * administrator's language rather than in the browser's words.
 */
export function errorMessage(error: unknown, t?: TFunction): ErrorMessage {
  if (t !== undefined) {
    const noAnswer = unanswered(error);
    if (noAnswer === "timeout")
      return { message: t("alerts.timedOut", { seconds: defaultTimeout / 1000 }) };
    if (noAnswer === "unreachable") return { message: t("alerts.unreachable") };
  }
  if (typeof error === "string") return { message: error };
  if (typeof error === "number" || typeof error === "boolean" || typeof error === "bigint") {
    return { message: String(error) };
  }
  if (!isRecord(error)) return { message: "" };
  const record = error;
  const status = statusOf(record);
  const ownMessage = error instanceof Error ? text(error.message) : undefined;
  const body = fromBody("responseData" in record ? record.responseData : error);
  // An answer without a body of its own: its status says more than the client's generic text.
  const fallback = status === undefined ? ownMessage : statusLine(record, status);
  return {
    ...body,
    message: body.message === "" ? (fallback ?? "") : body.message,
    ...(status !== undefined && { status }),
  };
}
