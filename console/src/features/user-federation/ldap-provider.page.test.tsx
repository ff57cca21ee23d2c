import type {
  ComponentRepresentation,
  TestLdapConnectionRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
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

const stored = (): ComponentRepresentation => ({
  id: "dir1",
  name: "Directory",
  providerId: "ldap",
  providerType: "org.keycloak.storage.UserStorageProvider",
  parentId: "master",
  config: {
    enabled: ["true"],
    connectionUrl: ["ldap://ldap.test"],
    authType: ["simple"],
    bindDn: ["cn=admin"],
    bindCredential: ["**********"],
    usersDn: ["ou=people"],
    editMode: ["READ_ONLY"],
    usernameLDAPAttribute: ["uid"],
    rdnLDAPAttribute: ["uid"],
    uuidLDAPAttribute: ["entryUUID"],
    userObjectClasses: ["inetOrgPerson"],
    fullSyncPeriod: ["-1"],
    changedSyncPeriod: ["-1"],
  },
});

interface LdapState {
  saved: ComponentRepresentation[];
  tests: TestLdapConnectionRepresentation[];
  /** What the connection test answers: success (204) or a failure body. */
  testFailure?: string;
}

function useLdapServer(msw: SetupServer, rights = fullAdminRights): LdapState {
  const state: LdapState = { saved: [], tests: [] };
  const base = `${serverUrl}/admin/realms/:realm`;
  const fake = createFakeServer({ whoAmI: whoAmIFor({ master: rights }) });
  msw.use(
    http.get(`${base}/components/dir1`, () => HttpResponse.json(stored())),
    http.put(`${base}/components/dir1`, async ({ request }) => {
      state.saved.push((await request.json()) as ComponentRepresentation);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/testLDAPConnection`, async ({ request }) => {
      state.tests.push((await request.json()) as TestLdapConnectionRepresentation);
      return state.testFailure === undefined
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ errorMessage: state.testFailure }, { status: 400 });
    }),
    http.post(`${base}/ldap-server-capabilities`, () =>
      HttpResponse.json([
        { oid: "1.3.6.1.4.1.4203.1.11.1", type: "EXTENSION" },
        { oid: "1.2.840.113556.1.4.319", type: "CONTROL" },
      ]),
    ),
    ...fakeServerHandlers(fake),
  );
  return state;
}

const route = "/master/user-federation/ldap/dir1/settings";
const usersDn = () => screen.findByRole("textbox", { name: /^Users DN/ }, { timeout: 15_000 });

describe("LdapProviderPage", { timeout: 90_000 }, () => {
  it("tests authentication with the typed values and shows the server's reason", async () => {
    const state = useLdapServer(server);
    state.testFailure = "AuthenticationFailure";
    const { user } = await renderConsole({ route });
    await usersDn();
    await user.click(screen.getByRole("button", { name: "Test authentication" }));
    expect(
      await screen.findByText(/The directory refused the bind DN or credential/),
    ).toBeInTheDocument();
    expect(state.tests[0]).toMatchObject({
      action: "testAuthentication",
      connectionUrl: "ldap://ldap.test",
      bindCredential: "**********",
      componentId: "dir1",
    });
  });

  it("lists the directory's capabilities with their types on request", async () => {
    useLdapServer(server);
    const { user } = await renderConsole({ route });
    await usersDn();
    await user.click(screen.getByRole("button", { name: "Show server capabilities" }));
    const dialog = await screen.findByRole("dialog", { name: "Directory capabilities" });
    const rows = within(dialog).getAllByRole("row");
    // The header, then the capabilities sorted by OID.
    expect(rows.map((row) => row.textContent)).toEqual([
      "OIDType",
      "1.2.840.113556.1.4.319Control",
      "1.3.6.1.4.1.4203.1.11.1Extension",
    ]);
  });

  it("refuses an unbalanced filter inline and sends nothing", async () => {
    const state = useLdapServer(server);
    const { user } = await renderConsole({ route });
    await usersDn();
    await user.type(screen.getByRole("textbox", { name: /^Custom user LDAP filter/ }), "(&(uid=a)");
    expect(await screen.findByText(/Enter an LDAP filter in parentheses/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saved).toEqual([]);
  });

  it("saves over the stored provider, keeping the masked credential", async () => {
    const state = useLdapServer(server);
    const { user } = await renderConsole({ route });
    const field = await usersDn();
    await user.clear(field);
    await user.type(field, "ou=staff");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("LDAP provider saved.")).toBeInTheDocument();
    expect(state.saved[0]?.config).toMatchObject({
      usersDn: ["ou=staff"],
      bindCredential: ["**********"],
      fullSyncPeriod: ["-1"],
    });
  });

  it("shows everything read-only, without actions, to an administrator who may only view", async () => {
    useLdapServer(
      server,
      fullAdminRights.filter((right) => right !== "manage-realm"),
    );
    await renderConsole({ route });
    expect(await usersDn()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Provider actions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Test connection" })).not.toBeInTheDocument();
  });
});
