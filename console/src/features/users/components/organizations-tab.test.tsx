import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  whoAmIFor,
} from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const realmUrl = `${serverUrl}/admin/realms/:realm`;
const acme = {
  id: "o1",
  name: "Acme",
  alias: "acme",
  enabled: true,
  domains: [{ name: "acme.test" }],
};
const globex = { id: "o2", name: "Globex", alias: "globex", enabled: true, domains: [] };
const initech = {
  id: "o3",
  name: "Initech",
  alias: "initech",
  enabled: false,
  description: "Printer repairs",
  domains: [{ name: "initech.test" }, { name: "initech.example" }, { name: "tps.test" }],
};

/** The user u1, member of Acme; Globex can be joined. Records the members added. */
function useOrganizationsServer(
  rights = fullAdminRights,
  organizationsEnabled = true,
  memberOf: (typeof acme | typeof initech)[] = [acme],
) {
  const added: unknown[] = [];
  server.use(
    http.get(`${realmUrl}/users/u1`, () =>
      HttpResponse.json({ id: "u1", username: "ada", enabled: true, access: { manage: true } }),
    ),
    http.get(`${realmUrl}/organizations/members/u1/organizations`, () =>
      HttpResponse.json(memberOf),
    ),
    http.get(`${realmUrl}/organizations`, ({ request }) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      return HttpResponse.json(
        [acme, globex].filter((organization) => organization.name.toLowerCase().includes(search)),
      );
    }),
    http.get(`${realmUrl}/organizations/:org/members/u1`, ({ params }) =>
      HttpResponse.json({
        id: "u1",
        username: "ada",
        membershipType: params["org"] === "o3" ? "MANAGED" : "UNMANAGED",
      }),
    ),
    http.post(`${realmUrl}/organizations/o2/members`, async ({ request }) => {
      added.push(await request.text());
      memberOf.push(globex);
      return new HttpResponse(null, { status: 201 });
    }),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master", organizationsEnabled }],
        whoAmI: whoAmIFor({ master: rights }),
      }),
    ),
    // Whatever else the user page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return added;
}

const sessionsTab = () => screen.findByRole("tab", { name: "Sessions" }, { timeout: 20_000 });

describe("OrganizationsTab", { timeout: 90_000 }, () => {
  it("lists the user's organizations and joins one picked by search", async () => {
    const added = useOrganizationsServer();
    const { user } = await renderConsole({ route: "/master/users/u1/organizations" });
    const grid = await screen.findByRole("grid", { name: "Organizations" }, { timeout: 20_000 });
    expect(await within(grid).findByRole("row", { name: /Acme/ })).toHaveTextContent("acme.test");

    await user.click(screen.getByRole("button", { name: "Join organization" }));
    const dialog = await screen.findByRole("dialog", { name: "Join an organization" });
    expect(await within(dialog).findByRole("radio", { name: "Acme" })).toBeDisabled();
    await user.type(
      within(dialog).getByRole("textbox", { name: "Search by name or domain" }),
      "glo",
    );
    await waitFor(() => {
      expect(within(dialog).queryByRole("radio", { name: "Acme" })).not.toBeInTheDocument();
    });
    await user.click(within(dialog).getByRole("radio", { name: "Globex" }));
    await user.click(within(dialog).getByRole("button", { name: "Join" }));

    expect(await screen.findByText("Joined Globex.")).toBeInTheDocument();
    expect(added).toEqual(["u1"]);
    expect(await within(grid).findByRole("row", { name: /Globex/ })).toBeInTheDocument();
  });

  it("shows the disabled label, two domains then the rest on demand, description and membership", async () => {
    useOrganizationsServer(fullAdminRights, true, [acme, initech]);
    const { user } = await renderConsole({ route: "/master/users/u1/organizations" });
    const grid = await screen.findByRole("grid", { name: "Organizations" }, { timeout: 20_000 });
    const row = await within(grid).findByRole("row", { name: /Initech/ });
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(["Initech Disabled", "Printer repairs", "Managed"]),
    );
    const domains = within(row).getByRole("list", { name: "Domains of Initech" });
    expect(within(domains).getByText("initech.test")).toBeVisible();
    expect(within(domains).getByText("initech.example")).toBeVisible();
    expect(within(domains).queryByText("tps.test")).not.toBeInTheDocument();
    await user.click(within(domains).getByRole("button", { name: "Show 1 more" }));
    expect(within(domains).getByText("tps.test")).toBeVisible();
    await user.click(within(domains).getByRole("button", { name: "Show less" }));
    expect(within(domains).queryByText("tps.test")).not.toBeInTheDocument();

    const acmeRow = within(grid).getByRole("row", { name: /Acme/ });
    expect(within(acmeRow).getByText("Unmanaged")).toBeInTheDocument();
    expect(within(acmeRow).queryByText("Disabled")).not.toBeInTheDocument();
  });

  it("hides the tab from admins without manage-realm", async () => {
    useOrganizationsServer(fullAdminRights.filter((right) => right !== "manage-realm"));
    await renderConsole({ route: "/master/users/u1/settings" });
    await sessionsTab();
    expect(screen.queryByRole("tab", { name: "Organizations" })).not.toBeInTheDocument();
  });

  it("hides the tab when the realm has organizations off", async () => {
    useOrganizationsServer(fullAdminRights, false);
    await renderConsole({ route: "/master/users/u1/settings" });
    await sessionsTab();
    expect(screen.queryByRole("tab", { name: "Organizations" })).not.toBeInTheDocument();
  });
});
