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

/** The user u1, member of Acme; Globex can be joined. Records the members added. */
function useOrganizationsServer(rights = fullAdminRights, organizationsEnabled = true) {
  const added: unknown[] = [];
  const memberOf = [acme];
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
