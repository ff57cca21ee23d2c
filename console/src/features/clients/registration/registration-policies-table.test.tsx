import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../../test/console-harness";
import { screen, within } from "../../../../test/render";

const server = startMswServer();

const policies = [
  { id: "p-1", name: "Trusted Hosts", providerId: "trusted-hosts", subType: "anonymous" },
  { id: "p-2", name: "Max Clients Limit", providerId: "max-clients", subType: "anonymous" },
  {
    id: "p-3",
    name: "Allowed Client Scopes",
    providerId: "allowed-client-templates",
    subType: "authenticated",
  },
];

function serve(rights: string[]) {
  const calls: string[] = [];
  server.use(
    http.get(`${serverUrl}/admin/realms/master/components`, ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(policies);
    }),
    http.get(`${serverUrl}/admin/realms/master/client-registration-policy/providers`, () =>
      HttpResponse.json([
        { id: "max-clients", properties: [] },
        { id: "trusted-hosts", properties: [] },
      ]),
    ),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
  );
  return calls;
}

describe("client registration policies", { timeout: 90_000 }, () => {
  it("lists the policies of the sub-tab in the address, read in one request", async () => {
    const calls = serve([
      "query-clients",
      "view-clients",
      "manage-clients",
      "view-realm",
      "manage-realm",
    ]);
    const { user, router } = await renderConsole({
      route: "/master/clients/client-registration/anonymous",
    });
    const table = await screen.findByRole("grid", { name: "Anonymous access policies" });
    expect(await within(table).findByRole("link", { name: "Trusted Hosts" })).toHaveAttribute(
      "href",
      "/master/clients/client-registration/anonymous/trusted-hosts/p-1",
    );
    expect(within(table).queryByText("Allowed Client Scopes")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Authenticated access policies" }));
    expect(router.state.location.pathname).toBe(
      "/master/clients/client-registration/authenticated",
    );
    expect(await screen.findByText("Allowed Client Scopes")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add policy" }));
    await user.click(await screen.findByRole("menuitem", { name: /max-clients/ }));
    expect(router.state.location.pathname).toBe(
      "/master/clients/client-registration/authenticated/max-clients",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(
      "type=org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy",
    );
  });

  it("shows an administrator who may view clients and the realm the policies without changes", async () => {
    serve(["query-clients", "view-clients", "view-realm"]);
    await renderConsole({ route: "/master/clients/client-registration/anonymous" });
    const table = await screen.findByRole("grid", { name: "Anonymous access policies" });
    expect(await within(table).findByText("Trusted Hosts")).toBeInTheDocument();
    expect(within(table).queryByRole("link")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add policy" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it("tells an administrator without view-realm why the policies are closed, asking nothing", async () => {
    // The server keeps the policies with the realm's components and refuses them to clients rights.
    const calls = serve(["query-clients", "view-clients", "manage-clients"]);
    await renderConsole({ route: "/master/clients/client-registration/anonymous" });
    expect(await screen.findByText("The policies are not open to you")).toBeInTheDocument();
    expect(screen.getByText(/reading them takes the view-realm right/)).toBeInTheDocument();
    expect(
      screen.queryByRole("grid", { name: "Anonymous access policies" }),
    ).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
