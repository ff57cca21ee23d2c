import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useClientPoliciesServer } from "./client-policies-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

describe("client profile and policy pages", { timeout: 90_000 }, () => {
  it("refuses a name already taken at its field, then creates the profile and opens it", async () => {
    const state = useClientPoliciesServer(server, { profiles: [{ name: "strict" }] });
    const { user, router } = await renderConsole({
      route: "/acme/realm-settings/client-policies/profiles/add-profile",
    });
    const name = await screen.findByRole("textbox", { name: /^Name/ });
    await user.type(name, "fapi-1-baseline");
    expect(
      await screen.findByText(/A client profile or policy of this name already exists/),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Create" })).toBeDisabled();
    await user.clear(name);
    await user.type(name, "signed");
    await user.type(screen.getByRole("textbox", { name: /^Description/ }), "Signed JWT only");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Client profile created")).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        "/acme/realm-settings/client-policies/signed/edit-profile",
      );
    });
    expect(state.profiles).toEqual([
      { name: "strict" },
      { name: "signed", description: "Signed JWT only", executors: [] },
    ]);
    expect(await screen.findByRole("heading", { name: "No executors" })).toBeVisible();
  });

  it("adds an executor with its settings, sent as lists where the type says so", async () => {
    const state = useClientPoliciesServer(server, {
      profiles: [{ name: "signed", executors: [] }],
    });
    const { user, router } = await renderConsole({
      route: "/acme/realm-settings/client-policies/signed/add-executor",
    });
    await user.click(await screen.findByRole("button", { name: /^Executor type/ }));
    await user.click(await screen.findByRole("option", { name: "secure-client-authenticator" }));
    await user.click(await screen.findByRole("button", { name: /^Allowed client authenticators/ }));
    await user.click(await screen.findByRole("checkbox", { name: "client-secret-jwt" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Default client authenticator/ }));
    await user.click(await screen.findByRole("option", { name: "client-secret-jwt" }));
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Executor secure-client-authenticator saved")).toBeVisible();
    expect(state.profiles[0]?.executors).toEqual([
      {
        executor: "secure-client-authenticator",
        configuration: {
          "allowed-client-authenticators": ["client-secret-jwt"],
          "default-client-authenticator": "client-secret-jwt",
        },
      },
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(
        "/acme/realm-settings/client-policies/signed/edit-profile",
      );
    });
    const table = await screen.findByRole("grid", { name: "Executors of the client profile" });
    expect(within(table).getByRole("link", { name: "secure-client-authenticator" })).toBeVisible();
  });

  it("opens and saves the second executor of a type used twice in its place", async () => {
    const executor = (authenticator: string) => ({
      executor: "secure-client-authenticator",
      configuration: {
        "allowed-client-authenticators": ["private-key-jwt", "client-secret-jwt"],
        "default-client-authenticator": authenticator,
      },
    });
    const state = useClientPoliciesServer(server, {
      profiles: [
        { name: "twice", executors: [executor("private-key-jwt"), executor("client-secret-jwt")] },
      ],
    });
    const { user, router } = await renderConsole({
      route: "/acme/realm-settings/client-policies/twice/edit-profile",
    });
    const table = await screen.findByRole("grid", { name: "Executors of the client profile" });
    const links = within(table).getAllByRole("link", { name: "secure-client-authenticator" });
    expect(links).toHaveLength(2);
    await user.click(links[1] as HTMLElement);
    await waitFor(() => {
      expect(router.state.location.search).toBe("?occurrence=1");
    });
    const chosen = await screen.findByRole("button", { name: /^Default client authenticator/ });
    expect(chosen).toHaveTextContent("client-secret-jwt");
    await user.click(chosen);
    await user.click(await screen.findByRole("option", { name: "private-key-jwt" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Executor secure-client-authenticator saved")).toBeVisible();
    expect(
      state.profiles[0]?.executors?.map(
        (entry) => entry.configuration?.["default-client-authenticator"],
      ),
    ).toEqual(["private-key-jwt", "private-key-jwt"]);
    expect(state.saves).toHaveLength(1);
  });

  it("keeps what was typed when the server refuses a policy, and says why", async () => {
    const state = useClientPoliciesServer(server, {
      profiles: [{ name: "signed" }],
      policies: [{ name: "confidential", enabled: true, conditions: [], profiles: [] }],
      refuse: "Invalid profile name",
    });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/confidential/edit-policy",
    });
    const description = await screen.findByRole("textbox", { name: /^Description/ });
    await user.type(description, "Every confidential client");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Invalid profile name/)).toBeVisible();
    expect(description).toHaveValue("Every confidential client");
    expect(state.saves).toEqual([]);
  });

  it("adds a client access type condition to a policy with its default", async () => {
    const state = useClientPoliciesServer(server, {
      policies: [{ name: "confidential", enabled: true, conditions: [], profiles: [] }],
    });
    const { user } = await renderConsole({
      route: "/acme/realm-settings/client-policies/confidential/edit-policy/create-condition",
    });
    await user.click(await screen.findByRole("button", { name: /^Condition type/ }));
    await user.click(await screen.findByRole("option", { name: "client-access-type" }));
    expect(await screen.findByText("Clients of the chosen access types.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Condition client-access-type saved")).toBeVisible();
    expect(state.policies[0]?.conditions).toEqual([
      { condition: "client-access-type", configuration: { type: ["confidential"] } },
    ]);
  });

  it("shows a viewer a profile read-only, its executors without links to pages they may not open", async () => {
    useClientPoliciesServer(server, {
      rights: ["view-realm", "view-users"],
      profiles: [
        {
          name: "signed",
          description: "Signed only",
          executors: [{ executor: "secure-client-authenticator", configuration: {} }],
        },
      ],
    });
    await renderConsole({ route: "/acme/realm-settings/client-policies/signed/edit-profile" });
    expect(await screen.findByRole("textbox", { name: /^Description/ })).toBeDisabled();
    const table = await screen.findByRole("grid", { name: "Executors of the client profile" });
    expect(within(table).getByText("secure-client-authenticator")).toBeVisible();
    expect(within(table).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Add executor" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
