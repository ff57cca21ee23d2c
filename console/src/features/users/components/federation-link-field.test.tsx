import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { ldapProviderPath } from "@/shared/paths/user-federation-paths";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  whoAmIFor,
} from "../../../../test/console-harness";
import { usersRoutes } from "../routes";
import { configure, screen } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const realmUrl = `${serverUrl}/admin/realms/:realm`;

/** The LDAP provider's page, as the user federation section will give it. */
const ldapRoute: AppRoute = {
  name: "ldap",
  path: ldapProviderPath,
  access: { all: ["view-realm"] },
  Page: lazyPage(
    () => Promise.resolve({ LdapPage: () => <h1>LDAP provider page</h1> }),
    (module) => module.LdapPage,
  ),
};

/**
 * The federated user u1 of provider ldap-1 ("Corporate directory"), or of a provider that no
 * longer exists. Records the calls about the provider.
 */
function useFederationServer({
  rights = fullAdminRights,
  providerExists = true,
}: { rights?: string[]; providerExists?: boolean } = {}) {
  const calls: string[] = [];
  const record = (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.use(
    http.get(`${realmUrl}/users/u1`, () =>
      HttpResponse.json({
        id: "u1",
        username: "ada",
        enabled: true,
        federationLink: "ldap-1",
        access: { manage: true },
      }),
    ),
    http.get(`${realmUrl}/components/ldap-1`, ({ request }) => {
      record(request);
      return providerExists
        ? HttpResponse.json({
            id: "ldap-1",
            name: "Corporate directory",
            providerId: "ldap",
            config: { editMode: ["READ_ONLY"] },
          })
        : HttpResponse.json({ error: "Could not find component" }, { status: 404 });
    }),
    http.get(`${realmUrl}/user-storage/ldap-1/name`, ({ request }) => {
      record(request);
      return HttpResponse.json({ id: "ldap-1", name: "Corporate directory" });
    }),
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
    // Whatever else the user page or shell reads is not this test's concern.
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
  return calls;
}

describe("FederationLinkField", { timeout: 90_000 }, () => {
  it("names the provider as text where the console has no page for it", async () => {
    const calls = useFederationServer();
    // A route table without the user federation section's pages.
    await renderConsole({ route: "/master/users/u1/settings", table: usersRoutes });
    const field = await screen.findByRole(
      "textbox",
      { name: "Federation link" },
      { timeout: 20_000 },
    );
    expect(await screen.findByDisplayValue("Corporate directory")).toBe(field);
    expect(screen.queryByRole("link", { name: "Corporate directory" })).not.toBeInTheDocument();
    expect(calls).toEqual(["GET /admin/realms/master/components/ldap-1"]);
  });

  it("links to the provider's page once the route table has it", async () => {
    useFederationServer();
    const { user } = await renderConsole({
      route: "/master/users/u1/settings",
      table: [ldapRoute, ...usersRoutes],
    });
    const link = await screen.findByRole(
      "link",
      { name: "Corporate directory" },
      { timeout: 20_000 },
    );
    expect(link).toHaveAttribute("href", "/master/user-federation/ldap/ldap-1");
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "LDAP provider page" })).toBeInTheDocument();
  });

  it("asks only the provider's name of an administrator without view-realm, and does not link", async () => {
    const calls = useFederationServer({ rights: ["query-users", "view-users"] });
    await renderConsole({ route: "/master/users/u1/settings", table: [ldapRoute, ...usersRoutes] });
    expect(
      await screen.findByDisplayValue("Corporate directory", {}, { timeout: 20_000 }),
    ).toHaveRole("textbox");
    expect(screen.queryByRole("link", { name: "Corporate directory" })).not.toBeInTheDocument();
    expect(calls).toEqual(["GET /admin/realms/master/user-storage/ldap-1/name"]);
  });

  it("shows the bare id and says so when the provider no longer exists", async () => {
    useFederationServer({ providerExists: false });
    await renderConsole({ route: "/master/users/u1/settings", table: [ldapRoute, ...usersRoutes] });
    expect(await screen.findByDisplayValue("ldap-1", {}, { timeout: 20_000 })).toHaveRole(
      "textbox",
    );
    expect(screen.getByText("This user federation provider no longer exists.")).toBeInTheDocument();
  });
});
