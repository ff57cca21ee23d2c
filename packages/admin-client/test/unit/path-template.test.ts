import { afterEach, describe, expect, it, vi } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { RequestBuilder } from "../../src/core/request-builder.js";
import { call, empty, json, mockFetch } from "./fetch-mock.js";

function builder(path = "/admin/realms/{realm}/clients") {
  const client = new KeycloakAdminClient({ baseUrl: "http://kc.test", realmName: "home" });
  client.setAccessToken("token-1");
  return new RequestBuilder(client, { path });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("path parameters come from the path template", () => {
  const findRole = builder().makeRequest<{ id: string; roleName: string; first?: number }>({
    method: "GET",
    path: "/{id}/roles/{roleName}",
  });

  it("fills every placeholder from the call's values of the same name", async () => {
    const calls = mockFetch(() => json({}));
    await findRole({ id: "c-1", roleName: "viewer" });
    expect(call(calls).url.pathname).toBe("/admin/realms/home/clients/c-1/roles/viewer");
    expect(call(calls).url.search).toBe("");
  });

  it("percent-encodes each value, so a slash, space or question mark stays inside its segment", async () => {
    const calls = mockFetch(() => json({}));
    await findRole({ realm: "my realm", id: "a/b", roleName: "x?y#z" });
    expect(call(calls).url.pathname).toBe("/admin/realms/my%20realm/clients/a%2Fb/roles/x%3Fy%23z");
  });

  it("sends values the template does not name as query parameters of a GET", async () => {
    const calls = mockFetch(() => json({}));
    await findRole({ id: "c-1", roleName: "viewer", first: 10 });
    expect(call(calls).url.pathname).toBe("/admin/realms/home/clients/c-1/roles/viewer");
    expect(call(calls).url.search).toBe("?first=10");
  });

  it("sends values the template does not name in the body of other methods", async () => {
    const calls = mockFetch(() => empty());
    const rename = builder().makeRequest<{ id: string; name: string }, undefined>({
      method: "PUT",
      path: "/{id}",
    });
    await rename({ id: "c-1", name: "app" });
    expect(call(calls).url.pathname).toBe("/admin/realms/home/clients/c-1");
    expect(call(calls).body).toBe(JSON.stringify({ name: "app" }));
  });

  it("refuses a missing value with the parameter's name and template, before any request", async () => {
    const calls = mockFetch(() => json({}));
    const withoutRole = findRole as (payload: { id: string }) => Promise<unknown>;
    await expect(withoutRole({ id: "c-1" })).rejects.toThrow(
      'The path parameter "roleName" is missing or empty in /admin/realms/{realm}/clients/{id}/roles/{roleName}.',
    );
    expect(calls).toHaveLength(0);
  });

  it("refuses an empty value rather than collapsing the segment", async () => {
    const calls = mockFetch(() => json({}));
    await expect(findRole({ id: "", roleName: "viewer" })).rejects.toThrow(
      'The path parameter "id" is missing or empty',
    );
    expect(calls).toHaveLength(0);
  });

  it("takes the realm from the client unless the call names one", async () => {
    const calls = mockFetch(() => json({}));
    await findRole({ id: "c-1", roleName: "r" });
    await findRole({ realm: "other", id: "c-1", roleName: "r" });
    expect(call(calls, 0).url.pathname).toBe("/admin/realms/home/clients/c-1/roles/r");
    expect(call(calls, 1).url.pathname).toBe("/admin/realms/other/clients/c-1/roles/r");
  });

  it("never sends the realm as a query parameter, even where the template has no place for it", async () => {
    const calls = mockFetch(() => json({}));
    const serverWide = builder("/admin/serverinfo").makeRequest<{ detail?: string }>({
      method: "GET",
    });
    await serverWide({ realm: "other", detail: "all" });
    expect(call(calls).url.pathname).toBe("/admin/serverinfo");
    expect(call(calls).url.search).toBe("?detail=all");
  });

  it("keeps slashes of a {+name} placeholder, encoding each segment", async () => {
    const calls = mockFetch(() => json({}));
    const file = builder("/resources/{realm}").makeRequest<{ file: string }>({
      method: "GET",
      path: "/{+file}",
    });
    await file({ file: "css/my styles.css" });
    expect(call(calls).url.pathname).toBe("/resources/home/css/my%20styles.css");
  });
});
