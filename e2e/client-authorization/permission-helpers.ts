import type { Page } from "@playwright/test";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect } from "../support/fixtures";
import { accessToken } from "../support/tokens";
import { readJson, resourceServerPath } from "./authorization-seed";

/**
 * Helpers of the permissions and evaluator tests: users with a password and realm roles, the
 * server's own decision (a UMA ticket request with `response_mode=decision`), and the permission
 * form's searched selects.
 */

export { expect };

/**
 * Creates an authorization scope; returns its id. The server answers a created scope with its
 * body, not with a location, so the id is read from the body.
 */
export async function createScope(realm: string, id: string, name: string): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/scope`, {
    method: "POST",
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** Creates a realm role; returns its id. */
export async function createRealmRole(realm: string, name: string): Promise<string> {
  await adminFetch(`/${realm}/roles`, { method: "POST", body: JSON.stringify({ name }) });
  return (await readJson<{ id: string }>(`/${realm}/roles/${encodeURIComponent(name)}`)).id;
}

/** Creates a user who can sign in with a password, holding the named realm roles; returns its id. */
export async function createUserWithRoles(
  realm: string,
  username: string,
  roles: string[],
): Promise<string> {
  const created = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({
      username,
      enabled: true,
      emailVerified: true,
      email: `${username}@example.test`,
      firstName: username,
      lastName: "Tester",
      credentials: [{ type: "password", value: `Pw-${username}-1`, temporary: false }],
    }),
  });
  const id = created.headers.get("location")?.split("/").pop() ?? "";
  const representations = await Promise.all(
    roles.map((role) => readJson<object>(`/${realm}/roles/${encodeURIComponent(role)}`)),
  );
  if (representations.length > 0)
    await adminFetch(`/${realm}/users/${id}/role-mappings/realm`, {
      method: "POST",
      body: JSON.stringify(representations),
    });
  return id;
}

/**
 * What the server decides for a user asking for `resource#scope` of a resource server: signs the
 * user in with their password at the resource server's client, then asks for a decision (UMA
 * grant, `response_mode=decision`). Granted answers 200 `{ result: true }`; denied answers 403.
 */
export async function serverDecision(
  realm: string,
  clientId: string,
  username: string,
  permission: string,
): Promise<"granted" | "denied"> {
  const token = await accessToken(realm, {
    grant_type: "password",
    client_id: clientId,
    client_secret: `${clientId}-secret`,
    username,
    password: `Pw-${username}-1`,
  });
  const response = await fetch(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:uma-ticket",
      audience: clientId,
      permission,
      response_mode: "decision",
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { result?: boolean };
  if (response.status === 200 && body.result === true) return "granted";
  if (response.status === 403) return "denied";
  throw new Error(`Unexpected decision answer ${String(response.status)}: ${JSON.stringify(body)}`);
}

/** A permission as the server stores it, or `undefined` once deleted. */
export async function storedPermission(
  realm: string,
  id: string,
  permissionId: string,
): Promise<Record<string, unknown> | undefined> {
  let response: Response;
  try {
    response = await adminFetch(`${resourceServerPath(realm, id)}/policy/${permissionId}`);
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) return undefined;
    throw error;
  }
  const text = await response.text();
  return text === "" ? undefined : (JSON.parse(text) as Record<string, unknown>);
}

/** The names a permission is associated with: `resources`, `scopes` or `associatedPolicies`. */
export async function associatedNames(
  realm: string,
  id: string,
  permissionId: string,
  kind: "resources" | "scopes" | "associatedPolicies",
): Promise<string[]> {
  const items = await readJson<{ name: string }[]>(
    `${resourceServerPath(realm, id)}/policy/${permissionId}/${kind}`,
  );
  return items.map((item) => item.name).sort();
}

/** Types into a searched select of the form and picks the option of that name. */
export async function chooseSearched(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}

/** Creates a resource-based permission with a description; returns its id. */
export async function createDescribedPermission(
  realm: string,
  id: string,
  permission: { name: string; description: string; resources: string[]; policies: string[] },
): Promise<string> {
  const response = await adminFetch(`${resourceServerPath(realm, id)}/permission/resource`, {
    method: "POST",
    body: JSON.stringify({ decisionStrategy: "UNANIMOUS", logic: "POSITIVE", ...permission }),
  });
  return ((await response.json()) as { id: string }).id;
}
