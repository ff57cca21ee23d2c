import KeycloakAdminClient, { type UiRoleRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { serverUrl, startMswServer, testEnvironment } from "../../../test/console-harness";
import { renderWithProviders, screen, waitFor, within } from "../../../test/render";
import { AccessProvider } from "@/shared/access/access-context";
import { AdminClientProvider } from "@/shared/api/admin-client";
import { EnvironmentProvider } from "@/shared/api/environment-context";
import { AlertProvider } from "@/shared/ui/alerts/alert-provider";
import type { RoleOwner } from "./api/role-owner";
import { RoleMapping } from "./role-mapping";

const server = startMswServer();

const realmUrl = `${serverUrl}/admin/realms/master`;
const shop = { id: "c-shop", clientId: "shop" };
const manager = { id: "r-manager", name: "manager", composite: true, clientRole: false };
const auditor = { id: "r-auditor", name: "auditor", composite: false, clientRole: false };
const buyer = { id: "r-buyer", name: "buyer", clientRole: true, containerId: shop.id };
const clientRole = (name: string, id = `r-${name}`): UiRoleRepresentation => ({
  id,
  role: name,
  client: shop.clientId,
  clientId: shop.id,
});

async function renderRoleMapping(
  owner: RoleOwner,
  rights: string[] = ["view-realm", "view-users", "manage-users"],
) {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  return renderWithProviders(
    <EnvironmentProvider environment={testEnvironment}>
      <AccessProvider rights={rights}>
        <AdminClientProvider client={client}>
          <AlertProvider>
            <RoleMapping owner={owner} canManage />
          </AlertProvider>
        </AdminClientProvider>
      </AccessProvider>
    </EnvironmentProvider>,
  );
}

/** Answers every role of `roles` whatever `first` and `max` ask, as the server's effective-roles endpoint does. */
function ignoringPaging(roles: UiRoleRepresentation[], asked: string[]) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(`${url.searchParams.get("first") ?? ""}/${url.searchParams.get("max") ?? ""}`);
    return HttpResponse.json(roles);
  };
}

describe("RoleMapping", { timeout: 90_000 }, () => {
  it("shows a user's roles and, inherited ones included, where each comes from", async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 1200 }, (_, index) =>
      clientRole(`role-${String(index).padStart(4, "0")}`),
    );
    server.use(
      http.get(`${realmUrl}/users/u1/role-mappings`, () =>
        HttpResponse.json({ realmMappings: [manager] }),
      ),
      http.get(`${realmUrl}/users/u1/role-mappings/realm/composite`, () =>
        HttpResponse.json([manager, auditor]),
      ),
      http.get(
        `${realmUrl}/ui-ext/effective-roles/users/u1`,
        ignoringPaging([clientRole("seller"), ...many], asked),
      ),
      http.get(`${realmUrl}/users/u1/groups`, () =>
        HttpResponse.json([{ id: "g1", path: "/sales", clientRoles: { shop: ["seller"] } }]),
      ),
      http.get(`${realmUrl}/roles-by-id/r-manager/composites`, () => HttpResponse.json([auditor])),
    );
    const { user } = await renderRoleMapping({ kind: "user", id: "u1" });
    const table = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(table).findByRole("row", { name: /manager/ })).toHaveTextContent(
      "Assigned",
    );
    expect(within(table).queryByRole("row", { name: /auditor/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Hide inherited roles" }));
    // The server answered all 1,201 client roles at once: one request, not one per page forever.
    expect((await screen.findAllByText(/of 1,203/)).length).toBeGreaterThan(0);
    expect(asked).toEqual(["0/500"]);
    expect(await within(table).findByRole("row", { name: /auditor/ })).toHaveTextContent(
      "Composite role manager",
    );
    await user.type(screen.getByRole("textbox", { name: "Search Roles" }), "seller");
    expect(await within(table).findByRole("row", { name: /shop seller/ })).toHaveTextContent(
      "Group /sales",
    );
  });

  it("stops reading when the server repeats the same page for every first", async () => {
    const asked: string[] = [];
    const page = Array.from({ length: 500 }, (_, index) => clientRole(`r${String(index)}`));
    server.use(
      http.get(`${realmUrl}/groups/g1/role-mappings`, () => HttpResponse.json({})),
      http.get(`${realmUrl}/groups/g1/role-mappings/realm/composite`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/effective-roles/groups/g1`, ignoringPaging(page, asked)),
      http.get(`${realmUrl}/groups/g1`, () => HttpResponse.json({ id: "g1", path: "/g1" })),
    );
    const { user } = await renderRoleMapping({ kind: "group", id: "g1" });
    await user.click(await screen.findByRole("button", { name: "Show inherited roles" }));
    expect((await screen.findAllByText(/of 500/)).length).toBeGreaterThan(0);
    expect(asked).toEqual(["0/500", "500/500"]);
  });

  it("assigns realm roles to a group through the server-paged dialog", async () => {
    const added: unknown[] = [];
    const mapped: (typeof auditor)[] = [];
    server.use(
      http.get(`${realmUrl}/groups/g1/role-mappings`, () =>
        HttpResponse.json({ realmMappings: mapped }),
      ),
      http.get(`${realmUrl}/groups/g1/role-mappings/realm/composite`, () =>
        HttpResponse.json(mapped),
      ),
      http.get(`${realmUrl}/ui-ext/effective-roles/groups/g1`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/available-roles/groups/g1`, () =>
        HttpResponse.json([clientRole("buyer")]),
      ),
      http.get(`${realmUrl}/roles`, ({ request }) => {
        const search = new URL(request.url).searchParams.get("search") ?? "";
        return HttpResponse.json([manager, auditor].filter((role) => role.name.includes(search)));
      }),
      http.post(`${realmUrl}/groups/g1/role-mappings/realm`, async ({ request }) => {
        added.push(await request.json());
        mapped.push(auditor);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderRoleMapping({ kind: "group", id: "g1" });
    expect(await screen.findByText(/Roles may still come from groups/)).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Assign role" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Assign roles" });
    await user.click(await within(dialog).findByRole("checkbox", { name: "Select auditor" }));
    await user.click(within(dialog).getByRole("button", { name: "Assign 1 role" }));

    expect(await screen.findByText("1 role was assigned.")).toBeInTheDocument();
    expect(added).toEqual([[{ id: "r-auditor", name: "auditor" }]]);
    const table = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(table).findByRole("row", { name: /auditor/ })).toBeInTheDocument();
  });

  it("offers realm roles from the user's available list when the realm's roles are closed to the administrator", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${realmUrl}/users/u1/role-mappings`, () => HttpResponse.json({})),
      http.get(`${realmUrl}/users/u1/role-mappings/realm/composite`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/effective-roles/users/u1`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/available-roles/users/u1`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/roles`, () => {
        asked.push("roles");
        return HttpResponse.json({ error: "HTTP 403 Forbidden" }, { status: 403 });
      }),
      http.get(`${realmUrl}/users/u1/role-mappings/realm/available`, () =>
        HttpResponse.json([manager, auditor]),
      ),
    );
    const { user } = await renderRoleMapping({ kind: "user", id: "u1" }, [
      "view-users",
      "manage-users",
    ]);
    expect(await screen.findByText(/Roles may still come from groups/)).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Assign role" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Assign roles" });
    expect(await within(dialog).findByRole("checkbox", { name: "Select manager" })).toBeVisible();
    // Searched here: the server answers that list whole.
    await user.type(within(dialog).getByRole("textbox", { name: "Search Available roles" }), "aud");
    await waitFor(() => {
      expect(within(dialog).queryByRole("checkbox", { name: "Select manager" })).toBeNull();
    });
    expect(within(dialog).getByRole("checkbox", { name: "Select auditor" })).toBeVisible();
    expect(asked).toEqual([]);
  });

  it("switches the dialog between realm and client roles in one table, asking each first page once", async () => {
    const asked: string[] = [];
    const record = (kind: string, request: Request) => {
      const url = new URL(request.url);
      asked.push(
        `${kind} ${url.searchParams.get("first") ?? ""} ${url.searchParams.get("search") ?? ""}`,
      );
    };
    server.use(
      http.get(`${realmUrl}/users/u1/role-mappings`, () => HttpResponse.json({})),
      http.get(`${realmUrl}/users/u1/role-mappings/realm/composite`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/effective-roles/users/u1`, () => HttpResponse.json([])),
      http.get(`${realmUrl}/ui-ext/available-roles/users/u1`, ({ request }) => {
        record("client", request);
        return HttpResponse.json([clientRole("buyer"), clientRole("seller")]);
      }),
      http.get(`${realmUrl}/roles`, ({ request }) => {
        record("realm", request);
        const search = new URL(request.url).searchParams.get("search") ?? "";
        return HttpResponse.json([manager, auditor].filter((role) => role.name.includes(search)));
      }),
    );
    const { user } = await renderRoleMapping({ kind: "user", id: "u1" });
    expect(await screen.findByText(/Roles may still come from groups/)).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Assign role" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Assign roles" });
    await within(dialog).findByRole("checkbox", { name: "Select manager" });
    const search = within(dialog).getByRole("textbox", { name: "Search Available roles" });
    await user.type(search, "aud{Enter}");
    await waitFor(() => {
      expect(
        within(dialog).queryByRole("checkbox", { name: "Select manager" }),
      ).not.toBeInTheDocument();
    });
    await user.click(within(dialog).getByRole("checkbox", { name: "Select auditor" }));
    expect(within(dialog).getByRole("button", { name: "Assign 1 role" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Client roles" }));
    expect(
      await within(dialog).findByRole("checkbox", { name: "Select shop seller" }),
    ).not.toBeChecked();
    expect(
      within(dialog).queryByRole("checkbox", { name: "Select auditor" }),
    ).not.toBeInTheDocument();
    // Same table, emptied of the realm roles' search and choice.
    expect(within(dialog).getByRole("textbox", { name: "Search Available roles" })).toBe(search);
    expect(search).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Assign" })).toBeDisabled();

    await user.click(within(dialog).getByRole("button", { name: "Realm roles" }));
    expect(
      await within(dialog).findByRole("checkbox", { name: "Select manager" }),
    ).not.toBeChecked();
    expect(asked.filter((call) => call.startsWith("client"))).toEqual(["client 0 "]);
    expect(asked.filter((call) => call.endsWith(" 0 ")).sort()).toEqual(["client 0 ", "realm 0 "]);
  });

  it("lists a role's composites with their client and removes one after confirmation", async () => {
    const removed: unknown[] = [];
    let composites = [auditor, buyer];
    server.use(
      http.get(`${realmUrl}/roles-by-id/r-manager/composites`, () => HttpResponse.json(composites)),
      http.get(`${realmUrl}/clients/c-shop`, () => HttpResponse.json(shop)),
      http.delete(`${realmUrl}/roles-by-id/r-manager/composites`, async ({ request }) => {
        removed.push(await request.json());
        composites = [auditor];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderRoleMapping({ kind: "role", id: "r-manager" });
    const table = await screen.findByRole("grid", { name: "Roles" });
    expect(await within(table).findByRole("row", { name: /shop buyer/ })).toHaveTextContent(
      "Assigned",
    );
    await user.click(within(table).getByRole("button", { name: "Actions for shop buyer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Unassign" }));
    const confirm = await screen.findByRole("dialog", { name: /Unassign the role\?/ });
    expect(confirm).toHaveTextContent("It may still come from a composite role.");
    await user.click(within(confirm).getByRole("button", { name: "Unassign" }));

    expect(await screen.findByText("The role was unassigned.")).toBeInTheDocument();
    expect(removed).toEqual([[{ id: "r-buyer", name: "buyer" }]]);
    await waitFor(() => {
      expect(within(table).queryByRole("row", { name: /shop buyer/ })).not.toBeInTheDocument();
    });
  });
});
