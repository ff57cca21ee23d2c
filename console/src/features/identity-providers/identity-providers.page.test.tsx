import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../test/render";
import { useProvidersServer } from "./list-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const table = () => screen.findByRole("grid", { name: "Identity providers" }, { timeout: 15_000 });
const row = async (alias: string) =>
  within(await table()).findByRole("row", { name: new RegExp(`\\b${alias}\\b`) });

const corp = {
  alias: "corp",
  displayName: "Corporate sign-in",
  providerId: "oidc",
  enabled: true,
  hideOnLogin: false,
};
const github = { alias: "gh", providerId: "github", enabled: false, hideOnLogin: true };

describe("IdentityProvidersPage", { timeout: 90_000 }, () => {
  it("starts an empty realm on the provider types, grouped, each linking to its add page", async () => {
    useProvidersServer(server);
    await renderConsole({ route: "/master/identity-providers" });
    const userDefined = await screen.findByRole("region", { name: "User-defined" });
    expect(within(userDefined).getByRole("link", { name: "SAML v2.0" })).toHaveAttribute(
      "href",
      "/master/identity-providers/saml/add",
    );
    expect(within(userDefined).queryByRole("link", { name: "GitHub" })).not.toBeInTheDocument();
    const social = screen.getByRole("region", { name: "Social" });
    expect(within(social).getByRole("link", { name: "GitHub" })).toBeInTheDocument();
  });

  it("tells an administrator who may only view that adding needs the manage right", async () => {
    useProvidersServer(server, { rights: ["view-identity-providers"] });
    await renderConsole({ route: "/master/identity-providers" });
    expect(await screen.findByText(/needs the manage-identity-providers right/)).toBeVisible();
    expect(screen.queryByRole("region", { name: "User-defined" })).not.toBeInTheDocument();
  });

  it("shows each provider's columns and searches on the server, anywhere in alias and name", async () => {
    const state = useProvidersServer(server, { state: { providers: [corp, github] } });
    const { user } = await renderConsole({ route: "/master/identity-providers" });
    const corpRow = await row("corp");
    expect(corpRow).toHaveTextContent(/corp\s*Corporate sign-in\s*OpenID Connect v1.0\s*Yes\s*No/);
    expect(await row("gh")).toHaveTextContent("GitHub");

    await user.type(screen.getByRole("textbox", { name: /search/i }), "porate{Enter}");
    await waitFor(() => {
      expect(within(screen.getByRole("grid")).queryByRole("link", { name: "gh" })).toBeNull();
    });
    expect(state.listRequests.at(-1)?.get("search")).toBe("*porate*");
    // One row more than a page, as the server does not count.
    expect(state.listRequests.at(-1)?.get("max")).toBe("11");
  });

  it("deletes a provider after asking, and keeps it when the server refuses", async () => {
    const state = useProvidersServer(server, {
      state: { providers: [corp, github], refuseWith: 500 },
    });
    const { user } = await renderConsole({ route: "/master/identity-providers" });
    await user.click(within(await row("gh")).getByRole("button", { name: "Actions for gh" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete identity provider gh\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByText(/could not be deleted/)).toBeVisible();
    expect(state.providers).toHaveLength(2);

    state.refuseWith = undefined;
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Identity provider gh deleted")).toBeVisible();
    expect(state.providers.map((provider) => provider.alias)).toEqual(["corp"]);
    expect(state.calls).toContain("DELETE /admin/realms/master/identity-provider/instances/gh");
  });

  it("offers neither add nor delete to an administrator who may only view", async () => {
    useProvidersServer(server, {
      rights: ["view-identity-providers"],
      state: { providers: [corp] },
    });
    await renderConsole({ route: "/master/identity-providers" });
    const corpRow = await row("corp");
    expect(within(corpRow).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add provider" })).not.toBeInTheDocument();
  });
});
