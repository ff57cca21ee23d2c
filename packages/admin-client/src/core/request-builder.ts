import type { KeycloakAdminClient } from "../client.js";
import { send, type HttpMethod } from "./request.js";
import { expandTemplate, joinPath, templateKeys } from "./url.js";

export interface RequestArgs {
  method: HttpMethod;
  /**
   * Sub-path template appended to the resource's base path. Its `{name}` placeholders are filled,
   * percent-encoded, from the payload values of the same name (`{+name}` keeps "/").
   */
  path?: string;
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
  /** Base path template of every call, e.g. `/admin/realms/{realm}/clients`. */
  path?: string;
  /** Values every call starts from (by default the client's realm), overridden by the payload. */
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

/** One declared endpoint: its full path template and the placeholder names read from it once. */
interface Endpoint {
  args: RequestArgs;
  template: string;
  pathKeys: ReadonlySet<string>;
}

interface SplitPayload {
  pathValues: Values;
  query: Values;
  rest: Values;
}

/**
 * Declares the calls of endpoints below one base path. Resources use it through their own
 * `makeRequest`; call groups that several resources share (scope mappings, protocol mappers) take
 * it as an argument, so they declare their calls once for every resource that has them.
 */
export class RequestBuilder<ParamType extends object = { realm?: string }> {
  readonly #client: KeycloakAdminClient;
  readonly #basePath: string;
  readonly #getUrlParams: () => Values;
  readonly #getBaseUrl: () => string;

  constructor(client: KeycloakAdminClient, settings: ResourceSettings = {}) {
    this.#client = client;
    this.#basePath = settings.path ?? "";
    this.#getUrlParams = settings.getUrlParams ?? (() => ({ realm: client.realmName }));
    this.#getBaseUrl = settings.getBaseUrl ?? (() => client.baseUrl);
  }

  /** A call whose payload carries path values, query values and the body together. */
  makeRequest<PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): RequestFunction<PayloadType & ParamType, ResponseType> {
    const endpoint = this.#endpoint(args);
    return async (payload, options) => {
      const isForm = payload instanceof FormData;
      const values: Values = isPlainRecord(payload) ? { ...payload } : {};
      const { pathValues, query, rest } = this.#split(endpoint, values);
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
      return (await this.#call(endpoint, pathValues, query, body, options)) as ResponseType;
    };
  }

  /** A call whose path and query values come apart from the body, which is sent untouched. */
  makeUpdateRequest<QueryType = unknown, PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): UpdateRequestFunction<QueryType & ParamType, PayloadType, ResponseType> {
    const endpoint = this.#endpoint(args);
    return async (queryValues, payload, options) => {
      const values: Values = isPlainRecord(queryValues) ? { ...queryValues } : {};
      const { pathValues, query, rest } = this.#split(endpoint, values);
      if (args.method === "GET") Object.assign(query, rest);
      const body = args.method === "GET" ? undefined : payload;
      return (await this.#call(endpoint, pathValues, query, body, options)) as ResponseType;
    };
  }

  #endpoint(args: RequestArgs): Endpoint {
    const template = args.path === undefined ? this.#basePath : joinPath(this.#basePath, args.path);
    return { args, template, pathKeys: new Set(templateKeys(template)) };
  }

  /**
   * Path values are exactly the template's placeholders, so no list beside the template can fall
   * out of step with it. The base values (the realm) are taken out of the payload even where the
   * template has no place for them: they choose where the call goes, they are never server data.
   */
  #split({ args, pathKeys }: Endpoint, values: Values): SplitPayload {
    const baseValues = this.#getUrlParams();
    const pathValues: Values = {};
    for (const key of pathKeys) {
      pathValues[key] = values[key] === undefined ? baseValues[key] : values[key];
    }
    const consumed = new Set([...pathKeys, ...Object.keys(baseValues)]);

    const queryKeys = new Set(args.queryParamKeys ?? []);
    const query: Values = {};
    for (const key of queryKeys) {
      if (key in values) query[key] = values[key];
    }
    const ignored = new Set(args.ignoredKeys ?? []);
    const rest: Values = {};
    for (const [key, value] of Object.entries(values)) {
      if ((consumed.has(key) || queryKeys.has(key)) && !ignored.has(key)) continue;
      rest[key] = value;
    }
    return { pathValues, query, rest };
  }

  async #call(
    { args, template }: Endpoint,
    pathValues: Values,
    query: Values,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    return send(this.#client, {
      method: args.method,
      baseUrl: this.#getBaseUrl(),
      path: expandTemplate(template, pathValues),
      query: renameKeys(query, args.keyTransform),
      body,
      headers: args.headers,
      catchNotFound:
        options?.catchNotFound ??
        this.#client.getGlobalRequestArgOptions()?.catchNotFound ??
        args.catchNotFound ??
        false,
      locationField: args.returnResourceIdInLocationHeader?.field,
      signal: options?.signal,
      timeout: options?.timeout ?? this.#client.timeout,
    });
  }
}
