import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
} from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 15_000 });

const realmUrl = `${serverUrl}/admin/realms/:realm`;

interface Scenario {
  /** What the server's credentials list holds besides the stored OTP. */
  listsProviderPassword: boolean;
  editMode: "READ_ONLY" | "WRITABLE";
}

/** The LDAP user u1 with a stored OTP credential and the provider's password. */
function useCredentialsServer({ listsProviderPassword, editMode }: Scenario) {
  server.use(
    http.get(`${realmUrl}/users/u1`, () =>
      HttpResponse.json({
        id: "u1",
        username: "ada",
        enabled: true,
        email: "ada@example.test",
        federationLink: "ldap-1",
        access: { manage: true },
      }),
    ),
    http.get(`${realmUrl}/users/u1/credentials`, () =>
      HttpResponse.json([
        { id: "otp-1", type: "otp", userLabel: "Phone", createdDate: 1_700_000_000_000 },
        ...(listsProviderPassword
          ? [{ type: "password", createdDate: -1, federationLink: "ldap-1" }]
          : []),
      ]),
    ),
    http.get(`${realmUrl}/users/u1/configured-user-storage-credential-types`, () =>
      HttpResponse.json(["password"]),
    ),
    http.get(`${realmUrl}/components/ldap-1`, () =>
      HttpResponse.json({
        id: "ldap-1",
        name: "Corporate directory",
        providerId: "ldap",
        config: { editMode: [editMode] },
      }),
    ),
    ...fakeServerHandlers(createFakeServer()),
    http.all(`${serverUrl}/*`, () => HttpResponse.json({ error: "not here" }, { status: 404 })),
  );
}

describe("CredentialsTab of a federated user", { timeout: 90_000 }, () => {
  it("lists the provider's password as the provider's, without actions or a reset of a read-only provider", async () => {
    useCredentialsServer({ listsProviderPassword: true, editMode: "READ_ONLY" });
    await renderConsole({ route: "/master/users/u1/credentials" });
    const grid = await screen.findByRole("grid", { name: "Credentials" }, { timeout: 20_000 });
    const password = await within(grid).findByRole("row", { name: /password/ });
    expect(await within(password).findByText("Stored by Corporate directory")).toBeInTheDocument();
    expect(within(password).queryByRole("button", { name: /^Actions for/ })).toBeNull();
    const otp = within(grid).getByRole("row", { name: /Phone/ });
    expect(within(otp).getByRole("button", { name: /^Actions for/ })).toBeInTheDocument();
    expect(within(otp).queryByText(/^Stored by/)).toBeNull();
    // Listed by the server and answered as the provider's type: one row all the same.
    expect(within(grid).getAllByRole("row", { name: /password/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Reset password" })).toBeNull();
    expect(screen.queryByRole("button", { name: /e-mail/i })).toBeNull();
  });

  it("adds the provider's password an older server leaves out, and offers a reset of a writable provider", async () => {
    useCredentialsServer({ listsProviderPassword: false, editMode: "WRITABLE" });
    await renderConsole({ route: "/master/users/u1/credentials" });
    const grid = await screen.findByRole("grid", { name: "Credentials" }, { timeout: 20_000 });
    const password = await within(grid).findByRole("row", { name: /password/ });
    expect(await within(password).findByText("Stored by Corporate directory")).toBeInTheDocument();
    expect(within(password).queryByRole("button", { name: /^Actions for/ })).toBeNull();
    expect(await screen.findByRole("button", { name: "Reset password" })).toBeInTheDocument();
  });
});
