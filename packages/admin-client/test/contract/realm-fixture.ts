import { keycloakUrl } from "@gatehouse/server/keycloak-url";
import { adminFetch, createThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, expect } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { NetworkError } from "../../src/core/network-error.js";
import { connect } from "./support.js";

export interface RealmFixture {
  readonly client: KeycloakAdminClient;
  /** Name of the throwaway realm; pass it as `realm` on every call. */
  readonly realm: string;
}

/**
 * A connected admin client and a throwaway realm for the tests of one file: created before the
 * first test, deleted after the last. The client's default realm stays master, so every call in
 * these tests proves that the per-call `realm` is honoured.
 */
export function useThrowawayRealm(
  prefix: string,
  representation: Record<string, unknown> = {},
): RealmFixture {
  let client: KeycloakAdminClient | undefined;
  let realm: { name: string; dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    client = await connect();
    realm = await createThrowawayRealm(prefix, representation);
  });
  afterAll(async () => {
    await realm?.dispose();
  });
  return {
    get client() {
      if (client === undefined) throw new Error("The admin client is not connected yet.");
      return client;
    },
    get realm() {
      if (realm === undefined) throw new Error("The throwaway realm does not exist yet.");
      return realm.name;
    },
  };
}

/** Fixture set-up through the plain Admin REST API, independent of the client under test. */
export async function adminJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await adminFetch(path, init);
  return (await response.json()) as T;
}

/** Creates something through the plain Admin REST API and returns the id from its Location. */
export async function adminCreate(path: string, body: unknown): Promise<string> {
  const response = await adminFetch(path, { method: "POST", body: JSON.stringify(body) });
  const location = response.headers.get("location") ?? "";
  return location.slice(location.lastIndexOf("/") + 1);
}

/** Signs a user in with the password grant, creating a (possibly offline) session. */
export async function passwordGrant(options: {
  realm: string;
  clientId: string;
  clientSecret?: string;
  username: string;
  password: string;
  scope?: string;
}): Promise<void> {
  const form = new URLSearchParams({
    grant_type: "password",
    client_id: options.clientId,
    username: options.username,
    password: options.password,
  });
  if (options.clientSecret !== undefined) form.set("client_secret", options.clientSecret);
  if (options.scope !== undefined) form.set("scope", options.scope);
  const url = `${keycloakUrl()}/realms/${encodeURIComponent(options.realm)}/protocol/openid-connect/token`;
  const response = await fetch(url, {
    method: "POST",
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
}

/** Whether a server feature (as server info lists it) is enabled. */
export async function featureEnabled(client: KeycloakAdminClient, name: string): Promise<boolean> {
  const info = await client.serverInfo.find();
  return info.features?.some((feature) => feature.name === name && feature.enabled) ?? false;
}

/** Awaits a call that must fail with a NetworkError of that status; resolves the error. */
export async function expectNetworkError(
  call: Promise<unknown>,
  status: number,
): Promise<NetworkError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(NetworkError);
  const networkError = error as NetworkError;
  expect(networkError.status).toBe(status);
  return networkError;
}
