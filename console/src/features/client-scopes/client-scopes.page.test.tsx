import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { configure, screen, within } from "../../../test/render";
import { useScopesServer } from "./client-scopes-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const table = () => screen.findByRole("grid", { name: "Client scopes" }, { timeout: 15_000 });
const row = async (name: string) =>
  within(await table()).findByRole("row", { name: new RegExp(`\\b${name}\\b`) });

describe("ClientScopesPage", { timeout: 90_000 }, () => {
  it("lists every scope with its realm-wide type, protocol, display order and description", async () => {
    useScopesServer(server);
    await renderConsole({ route: "/master/client-scopes" });
    const profile = await row("profile");
    expect(within(profile).getByRole("link", { name: "profile" })).toBeInTheDocument();
    expect(
      within(profile).getByRole("button", { name: "Type of profile Default" }),
    ).toBeInTheDocument();
    expect(profile).toHaveTextContent("OpenID Connect");
    expect(profile).toHaveTextContent("2");
    expect(profile).toHaveTextContent("User profile claims");
    expect(
      within(await row("phone")).getByRole("button", { name: "Type of phone Optional" }),
    ).toBeInTheDocument();
    const samlRow = await row("role_list");
    expect(samlRow).toHaveTextContent("SAML");
    expect(
      within(samlRow).getByRole("button", { name: "Type of role_list None" }),
    ).toBeInTheDocument();
  });

  it("filters by type and by protocol, and searches by name", async () => {
    useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes" });
    await row("profile");
    await user.click(screen.getByRole("button", { name: "Filter by type All types" }));
    await user.click(screen.getByRole("option", { name: "Optional" }));
    const grid = await table();
    expect(within(grid).getByRole("link", { name: "phone" })).toBeInTheDocument();
    expect(within(grid).queryByRole("link", { name: "profile" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filter by type Optional" }));
    await user.click(screen.getByRole("option", { name: "All types" }));
    await user.click(screen.getByRole("button", { name: "Filter by protocol All protocols" }));
    await user.click(screen.getByRole("option", { name: "SAML" }));
    expect(
      await within(await table()).findByRole("link", { name: "role_list" }),
    ).toBeInTheDocument();
    expect(within(await table()).getAllByRole("link")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Filter by protocol SAML" }));
    await user.click(screen.getByRole("option", { name: "All protocols" }));
    await user.type(screen.getByRole("textbox", { name: /search/i }), "pho{Enter}");
    await within(await table()).findByRole("link", { name: "phone" });
    expect(within(await table()).getAllByRole("link")).toHaveLength(1);
  });

  it("moves a scope from the realm's default list to its optional list from the row", async () => {
    const state = useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes" });
    const profile = await row("profile");
    await user.click(within(profile).getByRole("button", { name: "Type of profile Default" }));
    await user.click(screen.getByRole("option", { name: "Optional" }));
    expect(await screen.findByText("profile is now of type Optional")).toBeInTheDocument();
    expect(state.defaultIds).not.toContain("profile-id");
    expect(state.optionalIds).toContain("profile-id");
    expect(
      await within(await row("profile")).findByRole("button", { name: "Type of profile Optional" }),
    ).toBeInTheDocument();
  });

  it("names the clients that lose a scope before deleting it", async () => {
    const state = useScopesServer(server, {
      state: {
        clients: [
          { clientId: "billing", defaultClientScopes: ["email"], optionalClientScopes: [] },
          { clientId: "shop", defaultClientScopes: ["profile"], optionalClientScopes: ["email"] },
        ],
      },
    });
    const { user } = await renderConsole({ route: "/master/client-scopes" });
    await user.click(within(await row("email")).getByRole("button", { name: /actions/i }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete the client scope\?/ });
    const losing = await within(dialog).findByRole("list", {
      name: "Clients that lose the scopes",
    });
    expect(
      within(losing)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["billing", "shop"]);
    expect(dialog).toHaveTextContent("New clients of this realm will no longer get: email.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Client scope deleted")).toBeInTheDocument();
    expect(state.calls).toContain("DELETE /admin/realms/master/client-scopes/email-id");
    expect(within(await table()).queryByRole("link", { name: "email" })).not.toBeInTheDocument();
  });

  it("deletes several chosen scopes after one confirmation", async () => {
    const state = useScopesServer(server);
    const { user } = await renderConsole({ route: "/master/client-scopes" });
    await row("phone");
    await user.click(screen.getByRole("checkbox", { name: "Select phone" }));
    await user.click(screen.getByRole("checkbox", { name: "Select role_list" }));
    await user.click(screen.getByRole("button", { name: "Delete 2 client scopes" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete 2 client scopes\?/ });
    expect(await within(dialog).findByText("No client uses them.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 client scopes deleted")).toBeInTheDocument();
    expect(state.scopes.map((scope) => scope.name)).toEqual(["profile", "email"]);
  });

  it("shows a view-clients administrator the scopes without create, type change or delete", async () => {
    useScopesServer(server, { rights: ["view-clients", "query-clients"] });
    await renderConsole({ route: "/master/client-scopes" });
    const profile = await row("profile");
    expect(profile).toHaveTextContent("Default");
    expect(within(profile).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create client scope" })).not.toBeInTheDocument();
  });
});
