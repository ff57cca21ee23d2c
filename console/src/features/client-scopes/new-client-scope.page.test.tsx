import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { cleanup, configure, screen } from "../../../test/render";
import { useScopesServer } from "./client-scopes-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const nameField = () => screen.findByRole("textbox", { name: /^Name/ }, { timeout: 15_000 });

describe("NewClientScopePage", { timeout: 90_000 }, () => {
  it("refuses a name with a space inline, before asking the server", async () => {
    const state = useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes/new" });
    await user.type(await nameField(), "read invoices");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText(/Use printable characters without spaces/)).toBeInTheDocument();
    expect(state.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("shows a taken name on the name field and keeps what was typed", async () => {
    const state = useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes/new" });
    await user.type(await nameField(), "email");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "Mine");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("A client scope with this name already exists."),
    ).toBeInTheDocument();
    expect(await nameField()).toHaveValue("email");
    expect(screen.getByRole("textbox", { name: "Description" })).toHaveValue("Mine");
    expect(state.calls).toContain("POST /admin/realms/master/client-scopes");
  });

  it("creates a SAML scope that new clients get by default, and opens it", async () => {
    const state = useScopesServer(server);
    const { user, router } = await renderConsole({ route: "/master/client-scopes/new" });
    await user.type(await nameField(), "saml-groups");
    await user.click(screen.getByRole("button", { name: /^Type/ }));
    await user.click(screen.getByRole("option", { name: "Default" }));
    await user.click(screen.getByRole("button", { name: /^Protocol/ }));
    await user.click(screen.getByRole("option", { name: "SAML" }));
    await user.click(screen.getByRole("switch", { name: "Include in token scope" }));
    await user.type(screen.getByRole("textbox", { name: /^Display order/ }), "7");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Client scope saml-groups created")).toBeInTheDocument();
    const created = state.scopes.find((scope) => scope.name === "saml-groups");
    expect(created).toMatchObject({
      protocol: "saml",
      attributes: { "include.in.token.scope": "false", "gui.order": "7" },
    });
    expect(state.defaultIds).toContain(created?.id);
    expect(router.state.location.pathname).toBe(
      `/master/client-scopes/${created?.id ?? ""}/settings`,
    );
  });

  it("offers a dynamic scope with its format only when the server has dynamic scopes", async () => {
    useScopesServer(server);
    await renderConsole({ route: "/master/client-scopes/new" });
    await nameField();
    expect(screen.queryByRole("switch", { name: "Dynamic scope" })).not.toBeInTheDocument();
    cleanup();

    const state = useScopesServer(server, { dynamicScopes: true });
    const { user } = await renderConsole({ route: "/master/client-scopes/new" });
    await user.type(await nameField(), "payments");
    const dynamic = screen.getByRole("switch", { name: "Dynamic scope" });
    await user.click(dynamic);
    const format = await screen.findByRole("textbox", { name: /^Dynamic scope format/ });
    await user.type(format, " ");
    expect(await screen.findByText(/Enter the format, for example/)).toBeInTheDocument();
    await user.clear(format);
    await user.type(format, "payments:*");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Client scope payments created")).toBeInTheDocument();
    expect(state.scopes.find((scope) => scope.name === "payments")?.attributes).toMatchObject({
      "is.dynamic.scope": "true",
      "dynamic.scope.regexp": "payments:*",
    });
  });
});
