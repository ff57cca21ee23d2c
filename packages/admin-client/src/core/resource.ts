import type { KeycloakAdminClient } from "../client.js";
import { send, type HttpMethod } from "./request.js";
import { expandTemplate, joinPath, templateKeys } from "./url.js";

export interface RequestArgs {
  method: HttpMethod;
  /** Sub-path template appended to the resource's base path, with `{id}` placeholders. */
  path?: string;
  /** Payload keys that fill path placeholders (the base parameters, such as the realm, always do). */
  urlParamKeys?: string[];
  /** Payload keys sent as query parameters (for GET every remaining key is one). */
  queryParamKeys?: string[];
  /** Renames keys (e.g. clientId → client_id) in the body and the query. */
  keyTransform?: Record<string, string>;
  /** A 404 resolves to undefined instead of throwing. */
  catchNotFound?: boolean;
  /** Send `payload[payloadKey]` as the body; a string value is sent raw. */
  payloadKey?: string;
  /** Resolve `{ [field]: id }` taken from the Location header of the answer. */
  returnResourceIdInLocationHeader?: { field: string };
  /** Keep these keys in the body even though they are path or query keys. */
  ignoredKeys?: string[];
  /** Extra headers, e.g. `{ "content-type": "text/plain" }` or `{ accept: "application/octet-stream" }`. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  /** A 404 resolves to undefined (overrides the client-wide and the endpoint's setting). */
  catchNotFound?: boolean;
  /** Aborts the call; combined with the timeout. */
  signal?: AbortSignal;
  /** Milliseconds before the call is aborted; defaults to the client's `timeout`. 0 means none. */
  timeout?: number;
}

export interface ResourceSettings {
  path?: string;
  getUrlParams?: () => Record<string, unknown>;
  getBaseUrl?: () => string;
}

/** A declared call: path, query and body values in one payload. */
export type RequestFunction<Payload, Response> = (
  payload?: Payload,
  options?: CallOptions,
) => Promise<Response>;

/** A declared call whose path and query values come apart from the body. */
export type UpdateRequestFunction<Query, Payload, Response> = (
  query: Query,
  payload: Payload,
  options?: CallOptions,
) => Promise<Response>;

type Values = Record<string, unknown>;

function isPlainRecord(value: unknown): value is Values {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof FormData)
  );
}

function renameKeys(values: Values, keyTransform: Record<string, string> | undefined): Values {
  if (keyTransform === undefined) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [keyTransform[key] ?? key, value]),
  );
}

function hasDefinedValue(values: Values): boolean {
  return Object.values(values).some((value) => value !== undefined);
}

interface SplitPayload {
  urlParams: Values;
  query: Values;
  rest: Values;
}

/** A group of admin endpoints below one base path; subclasses declare their calls with the factories. */
export class Resource<ParamType extends object = { realm?: string }> {
  protected client: KeycloakAdminClient;
  readonly #basePath: string;
  readonly #getUrlParams: () => Values;
  readonly #getBaseUrl: () => string;

  constructor(client: KeycloakAdminClient, settings: ResourceSettings = {}) {
    this.client = client;
    this.#basePath = settings.path ?? "";
    this.#getUrlParams = settings.getUrlParams ?? (() => ({ realm: client.realmName }));
    this.#getBaseUrl = settings.getBaseUrl ?? (() => client.baseUrl);
  }

  /** A call whose payload carries path values, query values and the body together. */
  protected makeRequest<PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): RequestFunction<PayloadType & ParamType, ResponseType> {
    return async (payload, options) => {
      const isForm = payload instanceof FormData;
      const values: Values = isPlainRecord(payload) ? { ...payload } : {};
      const { urlParams, query, rest } = this.#split(args, values);
      let body: unknown;
      if (args.method === "GET") {
        Object.assign(query, rest);
      } else if (isForm) {
        body = payload;
      } else if (args.payloadKey !== undefined) {
        body = values[args.payloadKey];
      } else if (hasDefinedValue(rest)) {
        body = renameKeys(rest, args.keyTransform);
      }
      return (await this.#call(
        args,
        urlParams,
        renameKeys(query, args.keyTransform),
        body,
        options,
      )) as ResponseType;
    };
  }

  /** A call whose path and query values come apart from the body, which is sent untouched. */
  protected makeUpdateRequest<QueryType = unknown, PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): UpdateRequestFunction<QueryType & ParamType, PayloadType, ResponseType> {
    return async (queryValues, payload, options) => {
      const values: Values = isPlainRecord(queryValues) ? { ...queryValues } : {};
      const { urlParams, query, rest } = this.#split(args, values);
      if (args.method === "GET") Object.assign(query, rest);
      const body = args.method === "GET" ? undefined : payload;
      return (await this.#call(
        args,
        urlParams,
        renameKeys(query, args.keyTransform),
        body,
        options,
      )) as ResponseType;
    };
  }

  #template(args: RequestArgs): string {
    return args.path === undefined ? this.#basePath : joinPath(this.#basePath, args.path);
  }

  #split(args: RequestArgs, values: Values): SplitPayload {
    const urlParams: Values = { ...this.#getUrlParams() };
    // Every placeholder of the template is a path key, so a forgotten urlParamKeys entry cannot leak
    // the value into the body and leave the segment empty.
    const urlKeys = new Set([
      ...Object.keys(urlParams),
      ...(args.urlParamKeys ?? []),
      ...templateKeys(this.#template(args)),
    ]);
    for (const key of urlKeys) {
      if (values[key] !== undefined) urlParams[key] = values[key];
    }
    const queryKeys = new Set(args.queryParamKeys ?? []);
    const query: Values = {};
    for (const key of queryKeys) {
      if (key in values) query[key] = values[key];
    }
    const ignored = new Set(args.ignoredKeys ?? []);
    const rest: Values = {};
    for (const [key, value] of Object.entries(values)) {
      if ((urlKeys.has(key) || queryKeys.has(key)) && !ignored.has(key)) continue;
      rest[key] = value;
    }
    return { urlParams, query, rest };
  }

  async #call(
    args: RequestArgs,
    urlParams: Values,
    query: Values,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    return send(this.client, {
      method: args.method,
      baseUrl: this.#getBaseUrl(),
      path: expandTemplate(this.#template(args), urlParams),
      query,
      body,
      headers: args.headers,
      catchNotFound:
        options?.catchNotFound ??
        this.client.getGlobalRequestArgOptions()?.catchNotFound ??
        args.catchNotFound ??
        false,
      locationField: args.returnResourceIdInLocationHeader?.field,
      signal: options?.signal,
      timeout: options?.timeout ?? this.client.timeout,
    });
  }
}
