import type { RoleRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../test/console-harness";
import { configure, screen, within } from "../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const roles: RoleRepresentation[] = [
  {
    id: "default-id",
    name: "default-roles-master",
    composite: true,
    description: "${role_default-roles}",
  },
  ...Array.from({ length: 11 }, (_, index) => ({
    id: `role-${String(index)}`,
    name: `role-${String(index).padStart(2, "0")}`,
    composite: index === 0,
    description: `Role number ${String(index)}`,
  })),
];

/** A roles endpoint paging and searching like Keycloak (no count), recording every call. */
function useRolesServer(rights = fullAdminRights) {
  const state = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  state.realms = [{ realm: "master", displayName: "Keycloak", defaultRole: { id: "default-id" } }];
  const calls: URL[] = [];
  server.use(
    ...fakeServerHandlers(state),
    http.get(`${serverUrl}/admin/realms/:realm/roles`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const search = url.searchParams.get("search") ?? "";
      const first = Number(url.searchParams.get("first") ?? 0);
      const max = Number(url.searchParams.get("max") ?? 100);
      const matching = roles.filter((role) => role.name?.includes(search));
      return HttpResponse.json(matching.slice(first, first + max));
    }),
  );
  return calls;
}

const table = () => screen.findByRole("grid", { name: "Realm roles" }, { timeout: 15_000 });

describe("RealmRolesPage", { timeout: 90_000 }, () => {
  it("loads a page with one request for one row more than it shows, full representations", async () => {
    const calls = useRolesServer();
    await renderConsole({ route: "/master/roles" });
    const grid = await table();
    expect(await within(grid).findByRole("link", { name: "role-00" })).toBeInTheDocument();
    expect(within(grid).getAllByRole("link")).toHaveLength(10);
    const [request] = calls;
    expect(request?.searchParams.get("first")).toBe("0");
    expect(request?.searchParams.get("max")).toBe("11");
    expect(request?.searchParams.get("briefRepresentation")).toBe("false");
    // Composite and description come with the page: no request per row.
    expect(new Set(calls.map((url) => url.pathname))).toEqual(
      new Set(["/admin/realms/master/roles"]),
    );
    const composite = within(grid).getByRole("row", { name: /role-00/ });
    expect(composite).toHaveTextContent("Yes");
    expect(composite).toHaveTextContent("Role number 0");
    expect(within(grid).getByRole("row", { name: /role-01/ })).toHaveTextContent("No");
  });

  it("asks the server for the next page and for a search", async () => {
    const calls = useRolesServer();
    const { user } = await renderConsole({ route: "/master/roles" });
    await within(await table()).findByRole("link", { name: "role-00" });
    const [nextPage] = screen.getAllByRole("button", { name: "Go to the next page" });
    if (nextPage === undefined) throw new Error("The table shows no next-page button.");
    await user.click(nextPage);
    expect(await within(await table()).findByRole("link", { name: "role-10" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("first")).toBe("10");

    await user.type(screen.getByLabelText("Search Realm roles"), "role-07{Enter}");
    expect(await within(await table()).findByRole("link", { name: "role-07" })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get("search")).toBe("role-07");
    expect(calls.at(-1)?.searchParams.get("first")).toBe("0");
  });

  it("links the default role to the default roles editor and offers no delete for it", async () => {
    useRolesServer();
    await renderConsole({ route: "/master/roles" });
    const grid = await table();
    const link = await within(grid).findByRole("link", { name: "default-roles-master" });
    expect(link).toHaveAttribute("href", "/master/roles/default-id/default-roles");
    expect(within(grid).getByRole("link", { name: "role-00" })).toHaveAttribute(
      "href",
      "/master/roles/role-0/settings",
    );
    expect(
      within(grid).queryByRole("button", { name: "Actions for default-roles-master" }),
    ).not.toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Actions for role-00" })).toBeInTheDocument();
  });

  it("shows no create, selection or delete to an administrator who may only view the realm", async () => {
    useRolesServer(["view-realm"]);
    await renderConsole({ route: "/master/roles" });
    const grid = await table();
    await within(grid).findByRole("link", { name: "role-00" });
    expect(screen.queryByRole("button", { name: "Create role" })).not.toBeInTheDocument();
    expect(within(grid).queryAllByRole("checkbox")).toHaveLength(0);
    expect(within(grid).queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
