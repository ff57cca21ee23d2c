import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderConsole, serverUrl, startMswServer } from "../../../test/console-harness";
import { configure, screen } from "../../../test/render";
import { useScopesServer } from "./client-scopes-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const description = () =>
  screen.findByRole("textbox", { name: "Description" }, { timeout: 15_000 });

describe("ClientScopePage settings", { timeout: 90_000 }, () => {
  it("saves the settings and the realm-wide type, keeping attributes it does not edit", async () => {
    const state = useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes/profile-id/settings" });
    expect(await screen.findByRole("heading", { name: "profile", level: 1 })).toBeInTheDocument();
    await user.clear(await description());
    await user.type(await description(), "Name and picture");
    await user.click(screen.getByRole("button", { name: /^Type/ }));
    await user.click(screen.getByRole("option", { name: "None" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Client scope saved")).toBeInTheDocument();
    expect(state.scopes.find((scope) => scope.id === "profile-id")).toMatchObject({
      description: "Name and picture",
      protocol: "openid-connect",
      attributes: { "gui.order": "2", "include.in.token.scope": "true" },
    });
    expect(state.defaultIds).not.toContain("profile-id");
    expect(state.optionalIds).not.toContain("profile-id");
  });

  it("puts a name taken by another scope on the name field and keeps the typed values", async () => {
    useScopesServer(server);
    server.use(
      http.put(`${serverUrl}/admin/realms/master/client-scopes/:id`, () =>
        HttpResponse.json({ errorMessage: "Client Scope email already exists" }, { status: 409 }),
      ),
    );
    const { user } = await renderConsole({ route: "/master/client-scopes/profile-id/settings" });
    const name = await screen.findByRole("textbox", { name: /^Name/ }, { timeout: 15_000 });
    await user.clear(name);
    await user.type(name, "email");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("A client scope with this name already exists."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("email");
  });

  it("shows a view-clients administrator the settings read-only, without save or delete", async () => {
    useScopesServer(server, { rights: ["view-clients", "query-clients"] });
    await renderConsole({ route: "/master/client-scopes/profile-id/settings" });
    expect(await description()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Client scope actions" })).not.toBeInTheDocument();
  });
});
