import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, within } from "../../../../test/render";
import { useProvidersServer } from "../list-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const corp = { alias: "corp", providerId: "oidc", enabled: true };
const saved = {
  id: "m1",
  name: "team",
  identityProviderAlias: "corp",
  identityProviderMapper: "hardcoded-attribute-idp-mapper",
  config: { syncMode: "INHERIT", attribute: "team", "attribute.value": "blue", "custom.key": "x" },
};

describe("identity provider mapper pages", { timeout: 90_000 }, () => {
  it("creates a mapper of the type the server offers, then opens it", async () => {
    const state = useProvidersServer(server, { state: { providers: [corp] } });
    const { user, router } = await renderConsole({
      route: "/master/identity-providers/oidc/corp/mappers/create",
    });
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 15_000 });
    await user.type(name, "   ");
    expect(await screen.findByText("Enter a name, not only spaces.")).toBeVisible();
    await user.clear(name);
    await user.type(name, "team");
    await user.type(screen.getByRole("textbox", { name: "User Attribute" }), "team");
    await user.type(screen.getByRole("textbox", { name: "User Attribute Value" }), "red");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Mapper team created")).toBeVisible();
    expect(state.mappers).toEqual([
      {
        id: "mapper-1",
        name: "team",
        identityProviderAlias: "corp",
        identityProviderMapper: "hardcoded-attribute-idp-mapper",
        config: { syncMode: "INHERIT", attribute: "team", "attribute.value": "red" },
      },
    ]);
    expect(router.state.location.pathname).toBe(
      "/master/identity-providers/oidc/corp/mappers/mapper-1",
    );
  });

  it("keeps what was typed when the server refuses a taken name, and says so on the field", async () => {
    const state = useProvidersServer(server, { state: { providers: [corp], refuseWith: 409 } });
    const { user } = await renderConsole({
      route: "/master/identity-providers/oidc/corp/mappers/create",
    });
    const name = await screen.findByRole("textbox", { name: "Name" }, { timeout: 15_000 });
    await user.type(name, "team");
    await user.type(screen.getByRole("textbox", { name: "User Attribute Value" }), "red");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(
      await screen.findByText("This provider already has a mapper with this name."),
    ).toBeVisible();
    expect(name).toHaveValue("team");
    expect(screen.getByRole("textbox", { name: "User Attribute Value" })).toHaveValue("red");
    expect(state.mappers).toEqual([]);
  });

  it("saves a changed value over the stored mapper, keeping config keys the form does not show", async () => {
    const state = useProvidersServer(server, { state: { providers: [corp], mappers: [saved] } });
    const { user } = await renderConsole({
      route: "/master/identity-providers/oidc/corp/mappers/m1",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "team" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("readonly");
    const value = screen.getByRole("textbox", { name: "User Attribute Value" });
    await user.clear(value);
    await user.type(value, "green");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Mapper saved")).toBeVisible();
    expect(state.mappers[0]?.config).toEqual({ ...saved.config, "attribute.value": "green" });
  });

  it("lists the mappers with their type name on the provider's mappers tab", async () => {
    useProvidersServer(server, { state: { providers: [corp], mappers: [saved] } });
    await renderConsole({ route: "/master/identity-providers/oidc/corp/mappers" });
    const grid = await screen.findByRole("grid", { name: "Mappers" }, { timeout: 15_000 });
    const row = await within(grid).findByRole("row", { name: /team/ });
    expect(row).toHaveTextContent("Hardcoded Attribute");
    expect(within(row).getByRole("link", { name: "team" })).toHaveAttribute(
      "href",
      "/master/identity-providers/oidc/corp/mappers/m1",
    );
  });
});
