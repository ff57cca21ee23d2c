export interface NetworkErrorOptions {
  response: Response;
  responseData: unknown;
}

const notOk = "Network response was not OK.";
const undeterminable = "Unable to determine error message.";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The message rules of the spec's error catalogue: `error`, else `errorMessage`, else a fixed text. */
export function errorMessageOf(responseData: unknown): string {
  if (!isRecord(responseData)) return undeterminable;
  for (const field of ["error", "errorMessage"]) {
    const value = responseData[field];
    if (typeof value === "string") return value;
  }
  return notOk;
}

/** A non-OK answer from the server, with the response and its parsed body. */
export class NetworkError extends Error {
  readonly response: Response;
  readonly responseData: unknown;

  constructor(message: string, options: NetworkErrorOptions) {
    super(message);
    this.name = "NetworkError";
    this.response = options.response;
    this.responseData = options.responseData;
  }

  /** HTTP status of the response. */
  get status(): number {
    return this.response.status;
  }

  /** The body's `error_description`, which the server fills for OAuth and some admin errors. */
  get description(): string | undefined {
    const data = this.responseData;
    return isRecord(data) && typeof data.error_description === "string"
      ? data.error_description
      : undefined;
  }
}

/** Reads a body as JSON when it parses, else as text; an empty body is undefined. */
export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `fetch` that throws a NetworkError for any non-OK response. */
export async function fetchWithError(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.ok) {
    const responseData = await parseBody(response);
    throw new NetworkError(errorMessageOf(responseData), { response, responseData });
  }
  return response;
}
