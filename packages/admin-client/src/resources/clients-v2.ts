import type { KeycloakAdminClient } from "../client.js";
import { RequestBuilder, type CallOptions } from "../core/request-builder.js";

// The versioned Admin API v2 for clients (`/admin/api/{realm}/clients/v2`), behind the server's
// experimental feature CLIENT_ADMIN_API_V2 (answers 404 without it). Clients are addressed by their
// `clientId`, not by the internal id of the classic API.

export type ClientLoginFlow =
  | "STANDARD"
  | "IMPLICIT"
  | "DIRECT_GRANT"
  | "SERVICE_ACCOUNT"
  | "TOKEN_EXCHANGE"
  | "DEVICE"
  | "CIBA";

/** Fields every client of the v2 API has; `protocol` tells the kind. */
export interface BaseClientRepresentation {
  /** Set by the server. */
  uuid?: string;
  clientId?: string;
  displayName?: string;
  description?: string;
  enabled?: boolean;
  appUrl?: string;
  redirectUris?: string[];
  roles?: string[];
  /** `openid-connect` or `saml`; cannot change once the client exists. */
  protocol?: string;
  /** Epoch milliseconds, set by the server. */
  createdTimestamp?: number;
  updatedTimestamp?: number;
}

export interface OIDCClientRepresentation extends BaseClientRepresentation {
  loginFlows?: ClientLoginFlow[];
  /** How a confidential client authenticates; absent for a public client. */
  auth?: { method: string; secret?: string; certificate?: string };
  webOrigins?: string[];
  serviceAccountRoles?: string[];
}

export interface SAMLClientRepresentation extends BaseClientRepresentation {
  nameIdFormat?: "username" | "email" | "persistent" | "transient";
  forceNameIdFormat?: boolean;
  includeAuthnStatement?: boolean;
  signDocuments?: boolean;
  signAssertions?: boolean;
  clientSignatureRequired?: boolean;
  forcePostBinding?: boolean;
  frontChannelLogout?: boolean;
  signatureAlgorithm?:
    "RSA_SHA1" | "RSA_SHA256" | "RSA_SHA256_MGF1" | "RSA_SHA512" | "RSA_SHA512_MGF1" | "DSA_SHA1";
  signatureCanonicalizationMethod?: string;
  signingCertificate?: string;
  allowEcpFlow?: boolean;
}

export type ClientRepresentationV2 = OIDCClientRepresentation | SAMLClientRepresentation;

/** Query of the client list. */
export interface ClientsV2Query {
  /** Top-level fields to fill; all when absent. */
  fields?: string[];
  /** At most this many (server default 100). */
  limit?: number;
  /** Index of the first result, from 0. */
  offset?: number;
  /** Filter expression, e.g. `clientId eq "my-app" and enabled eq true`. */
  q?: string;
  /** Comma-separated fields, each optionally `|desc`, e.g. `displayName|desc,clientId`. */
  sort?: string;
}

/** Per-call settings of the v2 calls: the query of the list, and abort or timeout of any call. */
export interface ClientsV2RequestConfig extends Pick<CallOptions, "signal" | "timeout"> {
  queryParameters?: ClientsV2Query;
}

/**
 * A JSON merge patch (RFC 7396) of a client: the fields to change, `null` to remove one. Also
 * taken as ready-encoded text or bytes, or with the fields under `additionalData`.
 */
export type ClientV2Patch = Record<string, unknown> | string | ArrayBuffer;

/** The calls on one client, `clients.v2().byId(clientId)`. */
export interface ClientV2Endpoint {
  get(config?: ClientsV2RequestConfig): Promise<ClientRepresentationV2>;
  /** Replaces the client, or creates it when no client has this clientId. */
  put(
    body: ClientRepresentationV2,
    config?: ClientsV2RequestConfig,
  ): Promise<ClientRepresentationV2>;
  /** Changes the fields the patch names; answers the client as stored. */
  patch(patch: ClientV2Patch, config?: ClientsV2RequestConfig): Promise<ClientRepresentationV2>;
  delete(config?: ClientsV2RequestConfig): Promise<void>;
}

/** The calls on the clients of a realm, `clients.v2()`. */
export interface ClientsV2Endpoint {
  get(config?: ClientsV2RequestConfig): Promise<ClientRepresentationV2[]>;
  /** Creates a client; answers it as stored. */
  post(
    body: ClientRepresentationV2,
    config?: ClientsV2RequestConfig,
  ): Promise<ClientRepresentationV2>;
  byId(clientId: string): ClientV2Endpoint;
}

function callOptions(config: ClientsV2RequestConfig | undefined): CallOptions {
  return { signal: config?.signal, timeout: config?.timeout };
}

function listQuery(query: ClientsV2Query | undefined): Record<string, unknown> {
  if (query === undefined) return {};
  // The server reads `fields` as one comma-separated value, not as a repeated key.
  const fields = query.fields === undefined ? undefined : query.fields.join(",");
  return { ...query, fields };
}

function mergePatchBody(patch: ClientV2Patch): unknown {
  if (typeof patch === "string" || patch instanceof ArrayBuffer) return patch;
  const { additionalData, ...fields } = patch;
  return typeof additionalData === "object" && additionalData !== null
    ? { ...fields, ...additionalData }
    : fields;
}

interface Target {
  realm: string;
  clientId?: string;
}

/**
 * Builds the fluent v2 endpoint of one realm (by default the client's `realmName`), in the shape
 * `@keycloak/keycloak-admin-client` exposes it: `v2().get()`, `v2().post(…)`,
 * `v2().byId(clientId).get()/put(…)/patch(…)/delete()`.
 */
export function clientsV2Endpoint(
  client: KeycloakAdminClient,
  realm: string = client.realmName,
): ClientsV2Endpoint {
  const requests = new RequestBuilder<Target>(client, {
    path: "/admin/api/{realm}/clients/v2",
    getUrlParams: () => ({ realm }),
  });
  const list = requests.makeRequest<ClientsV2Query, ClientRepresentationV2[]>({ method: "GET" });
  const create = requests.makeUpdateRequest<object, ClientRepresentationV2, ClientRepresentationV2>(
    { method: "POST" },
  );
  const findOne = requests.makeRequest<object, ClientRepresentationV2>({
    method: "GET",
    path: "/{clientId}",
  });
  const replace = requests.makeUpdateRequest<
    object,
    ClientRepresentationV2,
    ClientRepresentationV2
  >({ method: "PUT", path: "/{clientId}" });
  const patch = requests.makeUpdateRequest<object, unknown, ClientRepresentationV2>({
    method: "PATCH",
    path: "/{clientId}",
    headers: { "content-type": "application/merge-patch+json" },
  });
  const remove = requests.makeRequest<object, undefined>({ method: "DELETE", path: "/{clientId}" });

  return {
    get: (config) => list({ realm, ...listQuery(config?.queryParameters) }, callOptions(config)),
    post: (body, config) => create({ realm }, body, callOptions(config)),
    byId: (clientId) => {
      const target = { realm, clientId };
      return {
        get: (config) => findOne(target, callOptions(config)),
        put: (body, config) => replace(target, body, callOptions(config)),
        patch: (changes, config) => patch(target, mergePatchBody(changes), callOptions(config)),
        delete: async (config) => {
          await remove(target, callOptions(config));
        },
      };
    },
  };
}
