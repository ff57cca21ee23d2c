import type { KeycloakAdminClient } from "../client.js";
import {
  RequestBuilder,
  type RequestArgs,
  type RequestFunction,
  type ResourceSettings,
  type UpdateRequestFunction,
} from "./request-builder.js";

export type {
  CallOptions,
  RequestArgs,
  RequestFunction,
  ResourceSettings,
  UpdateRequestFunction,
} from "./request-builder.js";

/** A group of admin endpoints below one base path; subclasses declare their calls with the factories. */
export class Resource<ParamType extends object = { realm?: string }> {
  protected client: KeycloakAdminClient;
  /** Declares calls below this resource's base path; shared call groups take it as their argument. */
  protected readonly requests: RequestBuilder<ParamType>;

  constructor(client: KeycloakAdminClient, settings: ResourceSettings = {}) {
    this.client = client;
    this.requests = new RequestBuilder<ParamType>(client, settings);
  }

  /** A call whose payload carries path values, query values and the body together. */
  protected makeRequest<PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): RequestFunction<PayloadType & ParamType, ResponseType> {
    return this.requests.makeRequest<PayloadType, ResponseType>(args);
  }

  /** A call whose path and query values come apart from the body, which is sent untouched. */
  protected makeUpdateRequest<QueryType = unknown, PayloadType = unknown, ResponseType = unknown>(
    args: RequestArgs,
  ): UpdateRequestFunction<QueryType & ParamType, PayloadType, ResponseType> {
    return this.requests.makeUpdateRequest<QueryType, PayloadType, ResponseType>(args);
  }
}
