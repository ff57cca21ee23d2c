import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const users = `${serverUrl}/admin/realms/:realm/users`;

/** A user with one regular session and an offline session held by one of two consented clients. */
function useSessionsServer() {
  const calls: string[] = [];
  let revoked = false;
  let ended = false;
  server.use(
    http.get(`${users}/u1`, () =>
      HttpResponse.json({ id: "u1", username: "ada", enabled: true, access: { manage: true } }),
    ),
    http.get(`${users}/u1/sessions`, () =>
      HttpResponse.json([
        { id: "s1", ipAddress: "10.0.0.1", start: 1_700_000_000_000, clients: { c: "admin-cli" } },
      ]),
    ),
    http.get(`${users}/u1/consents`, ({ request }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      return HttpResponse.json([
        { clientId: "web-shop", grantedClientScopes: ["profile"] },
        ...(revoked
          ? []
          : [
              {
                clientId: "field-app",
                grantedClientScopes: [],
                additionalGrants: [{ client: "uuid-field", key: "Offline Token" }],
              },
            ]),
      ]);
    }),
    http.get(`${users}/u1/offline-sessions/:client`, ({ request, params }) => {
      calls.push(`GET ${new URL(request.url).pathname}`);
      return HttpResponse.json(
        params.client === "uuid-field" && !revoked
          ? ended
            ? []
            : [{ id: "o1", ipAddress: "10.0.0.2", clients: { "uuid-field": "field-app" } }]
          : [],
      );
    }),
    http.delete(`${users}/u1/consents/:client`, ({ request }) => {
      calls.push(`DELETE ${new URL(request.url).pathname}`);
      revoked = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${serverUrl}/admin/realms/:realm/sessions/:session`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`DELETE ${url.pathname}${url.search}`);
      ended = true;
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(createFakeServer()),
    // Whatever else the user page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return calls;
}

describe("SessionsTab", { timeout: 90_000 }, () => {
  it("asks only the clients holding offline tokens and revokes one after confirmation", async () => {
    const calls = useSessionsServer();
    const { user } = await renderConsole({ route: "/master/users/u1/sessions" });
    const grid = await screen.findByRole("grid", { name: "Sessions" }, { timeout: 20_000 });
    const offlineRow = await within(grid).findByRole("row", { name: /field-app/ });
    expect(within(offlineRow).getByText("Offline")).toBeInTheDocument();
    expect(
      within(within(grid).getByRole("row", { name: /admin-cli/ })).getByText("Regular"),
    ).toBeInTheDocument();
    // One consents call and one call for the one client with offline tokens, none for web-shop.
    expect(calls.filter((call) => call.includes("/offline-sessions/"))).toEqual([
      "GET /admin/realms/master/users/u1/offline-sessions/uuid-field",
    ]);

    await user.click(within(offlineRow).getByRole("button", { name: /^Actions for/ }));
    expect(screen.queryByRole("menuitem", { name: "Sign out" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("menuitem", { name: "Revoke offline access" }));
    const dialog = await screen.findByRole("dialog", { name: /Revoke offline access\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Revoke offline access" }));

    expect(await screen.findByText("Offline access of field-app revoked.")).toBeInTheDocument();
    expect(calls).toContain("DELETE /admin/realms/master/users/u1/consents/field-app");
    await waitFor(() => {
      expect(within(grid).queryByRole("row", { name: /field-app/ })).not.toBeInTheDocument();
    });
    expect(within(grid).getByRole("row", { name: /admin-cli/ })).toBeInTheDocument();
  });

  it("ends one offline session through the sessions endpoint and keeps the consent", async () => {
    const calls = useSessionsServer();
    const { user } = await renderConsole({ route: "/master/users/u1/sessions" });
    const grid = await screen.findByRole("grid", { name: "Sessions" }, { timeout: 20_000 });
    const offlineRow = await within(grid).findByRole("row", { name: /field-app/ });

    await user.click(within(offlineRow).getByRole("button", { name: /^Actions for/ }));
    await user.click(screen.getByRole("menuitem", { name: "End offline session" }));
    const dialog = await screen.findByRole("dialog", { name: /End this offline session\?/ });
    expect(dialog).toHaveTextContent("started from 10.0.0.2");
    expect(dialog).toHaveTextContent("The consent given to field-app stays");
    await user.click(within(dialog).getByRole("button", { name: "End offline session" }));

    expect(await screen.findByText("Offline session ended.")).toBeInTheDocument();
    expect(calls).toContain("DELETE /admin/realms/master/sessions/o1?isOffline=true");
    expect(calls.some((call) => call.startsWith("DELETE") && call.includes("/consents/"))).toBe(
      false,
    );
    await waitFor(() => {
      expect(within(grid).queryByRole("row", { name: /field-app/ })).not.toBeInTheDocument();
    });
    expect(within(grid).getByRole("row", { name: /admin-cli/ })).toBeInTheDocument();
  });
});
