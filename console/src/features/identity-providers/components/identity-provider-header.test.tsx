import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useProvidersServer } from "../list-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

describe("IdentityProviderHeader", { timeout: 90_000 }, () => {
  it("names a provider without a display name by its alias, with its type and Disabled", async () => {
    useProvidersServer(server, {
      state: { providers: [{ alias: "corp", providerId: "oidc", enabled: false }] },
    });
    await renderConsole({ route: "/master/identity-providers/oidc/corp/mappers" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "corp" }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText("OpenID Connect v1.0")).toBeVisible();
    expect(screen.getByText("Disabled")).toBeVisible();
  });

  it("deletes the provider after asking and goes back to the list", async () => {
    const state = useProvidersServer(server, {
      state: {
        providers: [{ alias: "corp", displayName: "Corporate", providerId: "oidc", enabled: true }],
      },
    });
    const { user, router } = await renderConsole({
      route: "/master/identity-providers/oidc/corp/mappers",
    });
    await screen.findByRole("heading", { level: 1, name: "Corporate" }, { timeout: 15_000 });
    expect(screen.queryByText("Disabled")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Identity provider actions" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete identity provider corp\?/ });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Identity provider corp deleted")).toBeVisible();
    expect(router.state.location.pathname).toBe("/master/identity-providers");
    expect(state.providers).toEqual([]);
  });

  it("offers no actions to an administrator who may only view", async () => {
    useProvidersServer(server, {
      rights: ["view-identity-providers"],
      state: { providers: [{ alias: "corp", providerId: "saml", enabled: true }] },
    });
    await renderConsole({ route: "/master/identity-providers/saml/corp/mappers" });
    await screen.findByRole("heading", { level: 1, name: "corp" }, { timeout: 15_000 });
    expect(screen.getByText("SAML v2.0")).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Identity provider actions" }),
    ).not.toBeInTheDocument();
  });
});
